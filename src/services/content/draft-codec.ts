// Between the server's content records and the editor's draft. A gallery keeps its captions in
// its body, one list item per image in order (the API has no caption field).
import type { ContentDetail, ContentSaveInput, ContentType } from '../../../shared/content.js';
import { captionsOf, galleryBody, type ContentDraft } from '../../../shared/content-console.js';

export function blankDraft(type: ContentType): ContentDraft {
  return {
    id: null, type, title: '', summary: '', body: '', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 0, revision: 0, update: null, rejection: '', tags: [],
  };
}

/** Why the item (or its pending update) was rejected: the update's opinion, or the last rejecting review's. */
export function rejectionOf(d: ContentDetail): string {
  if (d.update) return d.update.status === 2 ? d.update.opinion : '';
  return d.status === 2 ? (d.reviews.find((r) => !r.pass)?.opinion ?? '') : '';
}

export function draftFromDetail(d: ContentDetail): ContentDraft {
  const captions = d.type === 4 ? captionsOf(d.body) : [];
  return {
    id: d.id,
    type: d.type,
    title: d.title,
    summary: d.summary,
    body: d.body,
    coverFileId: d.coverFileId,
    coverUrl: d.coverUrl,
    files: d.files.map((f, i) => ({ ...f, caption: captions[i] ?? '' })),
    linkUrl: d.linkUrl,
    author: d.author,
    source: d.source,
    status: d.status,
    revision: d.revision,
    update: d.update,
    rejection: rejectionOf(d),
    tags: d.tags ?? [],
  };
}

export function toSaveInput(d: ContentDraft): ContentSaveInput {
  return {
    ...(d.id !== null ? { id: d.id, revision: d.revision } : {}),
    type: d.type,
    title: d.title.trim(),
    summary: d.summary,
    body: d.type === 4 ? galleryBody(d.files) : d.type === 1 ? d.body : '',
    coverFileId: d.coverFileId || 0,
    fileIds: d.files.map((f) => f.fileId),
    linkUrl: d.type === 5 ? d.linkUrl.trim() : '',
    author: d.author,
    source: d.source,
    tags: d.tags,
  };
}
