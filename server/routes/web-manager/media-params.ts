// Input pieces shared by the media-library route modules.
import { Type } from '@fastify/type-provider-typebox';
import { badRequest, conflict } from '../../lib/errors.js';
import { Id as DbId } from '../../lib/strict-schema.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';
import { VALIDATION_TEXTS } from '../../lib/error-texts.js';

export const Id = DbId();
export const OptId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
export const PageIndex = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 1000, default: 20 });
export const Keyword = Type.String({ maxLength: 64 });
export const Ids = Type.String({ minLength: 1, maxLength: 4000, pattern: '^[0-9]+(,[0-9]+)*$', description: '逗号分隔的 id' });
/** A display name: no path separators or control characters (names never become storage paths). */
export const DisplayName = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\\\/\\x00-\\x1f\\x7f]+$' });

/** Parses comma-separated ids (at most 500, no duplicates). */
export function parseIds(ids: string): number[] {
  const list = [...new Set(ids.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  if (!list.length) throw badRequest(T.pickFiles);
  if (list.length > 500) throw badRequest(T.tooManyFiles);
  return list;
}

/** A name after trimming; refuses names made only of dots (., ..) and blank names. */
export function displayName(raw: string, what: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(VALIDATION_TEXTS.empty(what));
  if (/^\.+$/.test(name)) throw badRequest(VALIDATION_TEXTS.invalid(what));
  return name;
}

/**
 * `name`, or when `taken` says it is used the first free numbered one (`a(1).mp4`, `a(2).mp4`, …),
 * as a copied or restored file is named beside another of its name; 409 after 999 tries.
 */
export async function freeName(name: string, taken: (name: string) => Promise<boolean>): Promise<string> {
  let candidate = name;
  for (let n = 1; await taken(candidate); n++) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)}(${n})${name.slice(dot)}` : `${name}(${n})`;
    if (n > 999) throw conflict(T.tooManySameNames);
  }
  return candidate;
}
