// Turns library videos and live channels into the editor's left-pane items.
import { isPassagewaySelectable, passagewayUnselectableReason, type PassagewayItem } from '../../../shared/live-rules.js';
import type { FileItem } from '../../../shared/media.js';
import { SCHEDULE } from '../../../shared/schedule.js';
import type { MaterialItem, MaterialQuery } from '../../../shared/schedule-editor.js';
import { getFilePage } from '../api/library-api.js';
import { getPassagewayPage } from '../api/live-api.js';

/** The stable address a programme entry keeps for a library video (contract: file/manager/redirect, 2 = the resource). */
export const videoAddress = (fileId: number) => `/api/web-manager/file/manager/redirect/${fileId}/2`;

export function fromFile(f: FileItem): MaterialItem {
  return {
    id: f.fileId,
    name: f.fileName,
    addressType: 1,
    address: videoAddress(f.fileId),
    previewUrl: f.lowfile || f.url,
    cover: f.cover,
    duration: Math.round(f.duration),
    selectable: true,
  };
}

export function fromPassageway(p: PassagewayItem): MaterialItem {
  return {
    id: p.passagewayId,
    name: p.livePwName,
    addressType: 2,
    address: p.liveRtmpPlayPath,
    previewUrl: p.liveHlsPlayPath || p.liveRtmpPlayPath,
    cover: '',
    duration: SCHEDULE.liveDuration,
    selectable: isPassagewaySelectable(p),
    reason: passagewayUnselectableReason(p),
  };
}

/** The loader the materials statechart invokes. */
export async function loadMaterials(q: MaterialQuery): Promise<{ list: MaterialItem[]; total: number }> {
  if (q.tab === 'live') {
    const page = await getPassagewayPage({ keyword: q.keyword, pageIndex: 1, pageSize: q.pageSize });
    return { list: page.list.map(fromPassageway), total: page.total };
  }
  const page = await getFilePage({ fileLibId: q.fileLibId ?? undefined, fileType: 1, keyword: q.keyword, pageIndex: 1, pageSize: q.pageSize });
  return { list: page.list.map(fromFile), total: page.total };
}
