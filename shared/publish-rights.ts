// Publish rights of spec 001 §6, the one copy used by the console (buttons) and the API server
// (release checks): a content type may be published when the user's menu tree holds one of the
// hidden markers `${path of the type}/pubWeb|pubApp|pubClient|pubTripart`; /pubTripart counts
// only for the five content-production types and only when the tenant's third-party switch
// (settings comConfType 30, key TripartPublishSwich) is '1'.
// Portals: a web column needs /pubWeb (or /pubTripart); an APP column needs /pubApp or
// /pubClient (or /pubTripart).
import { contentTypeInfo, isContentType, type Portal } from './content.js';

/** The tenant switch (comConfType 30) that turns third-party publishing on. */
export const TRIPART_SWITCH = 'TripartPublishSwich';

/** Live kinds that carry publish markers too (content types 6, 7, 8, 10). */
export const LIVE_PUBLISH_PATHS: Readonly<Record<number, string>> = {
  6: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast',
  7: '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation',
  8: '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities',
  10: '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious',
};

export interface PublishRights {
  web: boolean;
  app: boolean;
  client: boolean;
  tripart: boolean;
}

const NONE: PublishRights = { web: false, app: false, client: false, tripart: false };

/** The path under which a type's markers live, or undefined for a type without publishing. */
export function publishBase(type: number): string | undefined {
  return contentTypeInfo(type)?.path ?? LIVE_PUBLISH_PATHS[type];
}

/** The publish buttons of a type for a holder of `has` (a path of the menu tree). */
export function publishRights(has: (path: string) => boolean, type: number, tripartFlag: number): PublishRights {
  const base = publishBase(type);
  if (!base) return { ...NONE };
  return {
    web: has(`${base}/pubWeb`),
    app: has(`${base}/pubApp`),
    client: has(`${base}/pubClient`),
    tripart: tripartFlag === 1 && isContentType(type) && has(`${base}/pubTripart`),
  };
}

/** Whether the rights allow a release into a column of the portal. */
export function mayPublishTo(r: PublishRights, portal: Portal): boolean {
  return portal === 'web' ? r.web || r.tripart : r.app || r.client || r.tripart;
}

/** The portals a button releases into (third party: both). */
export function portalsOfButton(key: keyof PublishRights): Portal[] {
  return key === 'web' ? ['web'] : key === 'tripart' ? ['web', 'app'] : ['app'];
}

/** The switch value as the flag of publishRights ('1' → 1, anything else → 0). */
export function tripartFlagOf(value: string | undefined | null): number {
  return value === '1' ? 1 : 0;
}
