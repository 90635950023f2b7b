// Rights of spec §6 read from the signed-in user's menu tree: publish buttons per type (the
// shared rule of shared/publish-rights.ts, with the tenant's third-party switch as read from
// the tenant settings), review per type, and the two portals' release lists.
import { useMemo, useState } from 'react';
import { CONTENT_PATHS, PORTALS } from '../../../shared/content.js';
import { publishRights, TRIPART_SWITCH, type PublishRights } from '../../../shared/publish-rights.js';
import { flattenMenu } from '../../machines/menu-tree.js';
import { SessionContext } from '../../ui/session-context.js';
import { readTenantSwitch } from '../../ui/tenant-switch.js';

export type { PublishRights };

export interface ContentRights {
  publish(type: number): PublishRights;
  canPublish(type: number): boolean;
  canReview(type: number): boolean;
  webRelease: boolean;
  appRelease: boolean;
  columns: boolean;
}

/**
 * The tenant's third-party publishing flag, from the switches the shell caches and refreshes at
 * sign-in (main-layout's settings loader): read once per screen, no request of its own.
 */
function useTripartFlag(): number {
  const [on] = useState(() => readTenantSwitch(TRIPART_SWITCH));
  return on ? 1 : 0;
}

export function useContentRights(): ContentRights {
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const flag = useTripartFlag();
  return useMemo(() => {
    const records = flattenMenu(tree);
    const paths = new Set(records.map((r) => r.comMicsPath).filter(Boolean));
    const visible = new Set(records.filter((r) => r.comMicsShow !== 0).map((r) => r.comMicsPath));
    const publish = (type: number): PublishRights => publishRights((p) => paths.has(p), type, flag);
    return {
      publish,
      canPublish: (type) => Object.values(publish(type)).some(Boolean),
      canReview: (type) => paths.has(`/contentProduction/review/${type}`),
      webRelease: visible.has(PORTALS[0].listPath),
      appRelease: visible.has(PORTALS[1].listPath),
      columns: paths.has(CONTENT_PATHS.columns),
    };
  }, [tree, flag]);
}
