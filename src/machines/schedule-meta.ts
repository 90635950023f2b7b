// Programme metadata in the editor (contract "Programme metadata"): an entry keeps only the
// fields that are set, trimmed; a display title equal to the file name without its extension is
// the default and is not kept. Pure.
import { displayTitle, metaTooLong, PROGRAMME_META_FIELDS, PROGRAMME_META_KEYS, stripMediaExtension, type ProgrammeMeta } from '../../shared/programme-meta.js';
import type { EditorEntry } from '../../shared/schedule-editor.js';

export { displayTitle, PROGRAMME_META_FIELDS, PROGRAMME_META_KEYS };
export type { ProgrammeMeta };

/** The entry with `meta` applied: '' or the default title clears a field. */
export function withMeta(entry: EditorEntry, meta: ProgrammeMeta): EditorEntry {
  const out: EditorEntry = { ...entry };
  for (const k of PROGRAMME_META_KEYS) {
    if (!(k in meta)) continue;
    const v = meta[k]?.trim() ?? '';
    if (!v || (k === 'programTitle' && v === stripMediaExtension(entry.liveProgramName))) delete out[k];
    else out[k] = v;
  }
  if ('fixedStart' in meta) {
    if (meta.fixedStart === 1) out.fixedStart = 1;
    else {
      delete out.fixedStart;
      delete out.at;
    }
  }
  return out;
}

/** True when applying `meta` leaves the entry as it is. */
export function isSameMeta(entry: EditorEntry, meta: ProgrammeMeta): boolean {
  const next = withMeta(entry, meta);
  return PROGRAMME_META_KEYS.every((k) => next[k] === entry[k]) && next.fixedStart === entry.fixedStart;
}

/** The message of the first field longer than allowed, or null. */
export function metaError(meta: ProgrammeMeta): string | null {
  for (const k of PROGRAMME_META_KEYS) {
    const v = meta[k]?.trim();
    if (v && v.length > PROGRAMME_META_FIELDS[k].max) return metaTooLong(k);
  }
  return null;
}

/** The metadata of an entry to send or keep: only the fields that are set. */
export function metaOf(e: ProgrammeMeta): ProgrammeMeta {
  const out: ProgrammeMeta = {};
  for (const k of PROGRAMME_META_KEYS) if (e[k]) out[k] = e[k];
  if (e.fixedStart === 1) out.fixedStart = 1;
  return out;
}
