// The menu paths that serve the content calls (route `config.rights`; any one suffices).
import { CONTENT_PATHS, CONTENT_TYPES, publishMarkers } from '../../shared/content.js';

/** The five production lists. */
export const PRODUCERS = CONTENT_TYPES.map((t) => t.path);
/** The five review pages (the review rights). */
export const REVIEWERS = CONTENT_TYPES.map((t) => t.reviewPath);
/** Every publish-right marker of the five production types. */
export const PUBLISHERS = CONTENT_TYPES.flatMap((t) => publishMarkers(t.type));
/** The release list pages. */
export const RELEASE_LISTS: string[] = [CONTENT_PATHS.webRelease, CONTENT_PATHS.appRelease];
/** Pages that read items: production, review, release and the previews. */
export const CONTENT_READERS: string[] = [...PRODUCERS, ...REVIEWERS, CONTENT_PATHS.edit, ...RELEASE_LISTS, CONTENT_PATHS.preview, CONTENT_PATHS.previewCopy];
