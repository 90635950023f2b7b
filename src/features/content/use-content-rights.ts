// Rights of spec §6 read from the signed-in user's menu tree: publish buttons per type (the
// /pubWeb, /pubApp, /pubClient, /pubTripart markers; /pubTripart only for the five production
// types when the tenant's flag is 1), review per type, and the two portals' release lists.
import { useMemo } from 'react';
import { CONTENT_PATHS, contentTypeInfo, isContentType, PORTALS } from '../../../shared/content.js';
import { flattenMenu } from '../../machines/menu-tree.js';
import { SessionContext } from '../../ui/session-context.js';

export interface PublishRights {
  web: boolean;
  app: boolean;
  client: boolean;
  tripart: boolean;
}

export interface ContentRights {
  publish(type: number, tripartFlag?: number): PublishRights;
  canPublish(type: number): boolean;
  canReview(type: number): boolean;
  webRelease: boolean;
  appRelease: boolean;
  columns: boolean;
}

export function useContentRights(): ContentRights {
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  return useMemo(() => {
    const records = flattenMenu(tree);
    const paths = new Set(records.map((r) => r.comMicsPath).filter(Boolean));
    const visible = new Set(records.filter((r) => r.comMicsShow !== 0).map((r) => r.comMicsPath));
    const publish = (type: number, tripartFlag = 1): PublishRights => {
      const base = contentTypeInfo(type)?.path;
      if (!base) return { web: false, app: false, client: false, tripart: false };
      return {
        web: paths.has(`${base}/pubWeb`),
        app: paths.has(`${base}/pubApp`),
        client: paths.has(`${base}/pubClient`),
        tripart: tripartFlag === 1 && isContentType(type) && paths.has(`${base}/pubTripart`),
      };
    };
    return {
      publish,
      canPublish: (type) => Object.values(publish(type)).some(Boolean),
      canReview: (type) => paths.has(`/contentProduction/review/${type}`),
      webRelease: visible.has(PORTALS[0].listPath),
      appRelease: visible.has(PORTALS[1].listPath),
      columns: paths.has(CONTENT_PATHS.columns),
    };
  }, [tree]);
}
