// The publish buttons of spec §6 for one content type (发布到网站 / APP / 客户端 / 第三方, as the
// user's rights allow), shared by the production lists and the editor. The editor's buttons lead
// to the list of its type with `?release={id}&portal={key}`, which opens the same release dialog
// (columns, 立即发布 / 定时发布, 定时下架) for that item.
import type { Portal } from '../../../shared/content.js';
import { portalsOfButton, type PublishRights } from '../../../shared/publish-rights.js';
import { contentMessages as m } from './messages.js';
import { useContentRights } from './use-content-rights.js';

export type PublishKey = keyof PublishRights;

export interface PublishButton {
  key: PublishKey;
  label: string;
  portals: Portal[];
}

const KEYS: readonly PublishKey[] = ['web', 'app', 'client', 'tripart'];
const LABELS: Record<PublishKey, string> = { web: m.pubWeb, app: m.pubApp, client: m.pubClient, tripart: m.pubTripart };

/** The publish buttons the signed-in user has for items of `type`. */
export function usePublishButtons(type: number): PublishButton[] {
  const pub = useContentRights().publish(type);
  return KEYS.filter((k) => pub[k]).map((k) => ({ key: k, label: m.publishTo(LABELS[k]), portals: portalsOfButton(k) }));
}

/** The list address that opens the release dialog for item `id` with button `key`'s portals. */
export function releaseLink(listPath: string, id: number, key: PublishKey): string {
  return `${listPath}?release=${id}&portal=${key}`;
}

/** The release asked for by the address (releaseLink), when the user holds that button. */
export function releaseFromParams(params: URLSearchParams, buttons: PublishButton[], type: number): { item: { id: number; type: number }; portals: Portal[] } | null {
  const id = Number(params.get('release'));
  const button = buttons.find((b) => b.key === params.get('portal'));
  return Number.isInteger(id) && id > 0 && button ? { item: { id, type }, portals: button.portals } : null;
}
