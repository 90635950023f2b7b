// The 三审 review chain (contract "Review chain"): each content type's levels as stored (the
// default one level when none are), saving a chain, who may act at a level and who is told an
// item waits at it. The review act itself (advance, pass, send back) is reviewContent
// (content-items.ts). A level with no roles is open to every holder of the type's review right;
// an administrator's all-menus role counts for a level only when the level names it.
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../lib/errors.js';
import type { AuthContext } from '../types.js';
import type { ReviewLevelRow } from '../repositories/review-levels.js';
import { CONTENT_TYPES, contentTypeInfo, isContentType } from '../../shared/content.js';
import { REVIEW_CHAIN_LIMITS, REVIEW_CHAIN_TEXTS as T, chainProblem, defaultLevels, levelName, type ReviewFlow, type ReviewLevel } from '../../shared/review-chain.js';

/** Every production type's chain (stored levels, else the default), in type order. */
export async function reviewFlows(app: FastifyInstance, tenantId: number): Promise<ReviewFlow[]> {
  // Every content list asks for them: kept per tenant in the auth cache until a chain is saved
  // (reviewLevels.set invalidates the tenant on every instance: plugins/repositories.ts).
  const rows = await app.authCache.bucket<ReviewLevelRow[]>('reviewLevels').get(`${tenantId}`, tenantId, () => app.repos.reviewLevels.list(tenantId));
  return CONTENT_TYPES.map((t) => {
    const levels = rows.filter((r) => r.type === t.type).map((r) => ({ level: r.level, name: r.name, roleIds: [...r.roleIds] }));
    return { type: t.type, levels: levels.length ? levels : defaultLevels() };
  });
}

/** One type's chain. */
export async function reviewLevelsOf(app: FastifyInstance, tenantId: number, type: number): Promise<ReviewLevel[]> {
  return (await reviewFlows(app, tenantId)).find((f) => f.type === type)?.levels ?? defaultLevels();
}

/** Saves one type's chain; any bad level (count, names, roles not of the tenant) → 400, nothing written. */
export async function saveReviewFlow(app: FastifyInstance, auth: AuthContext, type: number, input: { name: string; roleIds: number[] }[]): Promise<ReviewFlow> {
  if (!isContentType(type)) throw badRequest(T.typeInvalid);
  const problem = chainProblem(input);
  if (problem) throw badRequest(problem);
  const levels = input.map((l, i) => ({ level: i + 1, name: l.name.trim(), roleIds: [...new Set(l.roleIds)].slice(0, REVIEW_CHAIN_LIMITS.rolesMax) }));
  for (const l of levels) {
    const known = await app.repos.roles.existing(auth.tenantId, l.roleIds);
    if (known.length !== l.roleIds.length) throw badRequest(T.rolesUnknown(l.level));
  }
  await app.transaction((repos) => repos.reviewLevels.set(auth.tenantId, type, levels));
  return { type, levels };
}

/** Throws 403 (naming the level) unless the caller holds a role of `level` (a level without roles: anyone with the review right). */
export async function assertAtLevel(app: FastifyInstance, auth: AuthContext, levels: readonly ReviewLevel[], level: number): Promise<void> {
  const roleIds = levels.find((l) => l.level === level)?.roleIds ?? [];
  if (!roleIds.length) return;
  const held = new Set(await app.repos.reviewLevels.rolesOf(auth.tenantId, auth.userId));
  if (!roleIds.some((r) => held.has(r))) throw forbidden(T.notAtLevel(levelName(levels, level)));
}

/** Active users who may act at `level` of the type's chain (holders of its review right, and of a level role when it names any). */
export async function reviewersAt(app: FastifyInstance, tenantId: number, type: number, levels: readonly ReviewLevel[], level: number): Promise<number[]> {
  const info = contentTypeInfo(type);
  if (!info) return [];
  const right = await app.repos.contentItems.holdersOf(tenantId, info.reviewPath);
  const roleIds = levels.find((l) => l.level === level)?.roleIds ?? [];
  if (!roleIds.length) return right;
  const atLevel = new Set(await app.repos.reviewLevels.holdersOfRoles(tenantId, roleIds));
  return right.filter((u) => atLevel.has(u));
}

/**
 * For each of `types`, the levels of its chain at which the caller may act (a level without roles:
 * every holder of the type's review right): the review queue's 待我审核 filter.
 */
export async function levelsOfCaller(app: FastifyInstance, auth: AuthContext, types: readonly number[]): Promise<{ type: number; levels: number[] }[]> {
  const flows = await reviewFlows(app, auth.tenantId);
  const held = new Set(await app.repos.reviewLevels.rolesOf(auth.tenantId, auth.userId));
  return types.map((type) => {
    const levels = flows.find((f) => f.type === type)?.levels ?? defaultLevels();
    return { type, levels: levels.filter((l) => !l.roleIds.length || l.roleIds.some((r) => held.has(r))).map((l) => l.level) };
  });
}
