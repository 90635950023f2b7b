// Programme days of TV channels: owns live_program_days and live_programs (migration 030-schedule).
// Every write of a day moves its revision on in the same transaction, so a save from an older
// revision is refused (409) and kept day answers are named by the day's stamp
// (services/day-answers.ts, docs/schedule.md).
import { sql, type Insertable, type Transaction } from 'kysely';
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { PROGRAMME_META_KEYS, type ProgrammeMeta } from '../../shared/programme-meta.js';
import type { Database, Db } from '../db/schema.js';
import type { LiveProgramTable } from '../db/schedule-schema.js';
import { conflict } from '../lib/errors.js';
import { dashedDay, hms } from '../../shared/time.js';
import { updatedOne } from './sql-helpers.js';

/** A stored entry: seconds from midnight plus the material, and its metadata when set. */
export interface ProgramRow extends ProgrammeMeta {
  start: number;
  end: number;
  programId: number;
  programName: string;
  addressType: 1 | 2;
  address: string;
  fileDuration: number;
}

export const STALE_REVISION_MESSAGE = '节目单已被他人修改，请重新加载后再保存';

export function toEntry(tvId: number, day: string, r: ProgramRow): ProgrammeEntry {
  const d = dashedDay(day);
  return {
    liveTvId: tvId,
    livePlayDay: day,
    livePlayTime: `${d} ${hms(r.start)}`,
    liveEndTime: `${d} ${hms(r.end)}`,
    livePlaybackFlag: 0,
    liveProgramId: r.programId,
    liveProgramName: r.programName,
    liveProgramTimeLength: r.end - r.start,
    liveProgramType: 0,
    liveTvType: 3,
    liveProgramAddresstype: r.addressType,
    liveProgramAddress: r.address,
    startTime: hms(r.start),
    endTime: hms(r.end),
    fileDuration: r.fileDuration,
    ...metaOf(r),
  };
}

/** The metadata that is set (answered only then, so a day of plain entries stays as small as before). */
function metaOf(r: ProgrammeMeta): ProgrammeMeta {
  const out: ProgrammeMeta = {};
  for (const k of PROGRAMME_META_KEYS) if (r[k]) out[k] = r[k];
  if (r.fixedStart === 1) out.fixedStart = 1;
  return out;
}

type Tx = Transaction<Database>;
const CHUNK = 500;

async function insertRows(trx: Tx, tenantId: number, tvId: number, day: string, rows: ProgramRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values: Insertable<LiveProgramTable>[] = rows.slice(i, i + CHUNK).map((r, k) => ({
      tenant_id: tenantId,
      tv_id: tvId,
      play_day: day,
      seq: i + k,
      start_s: r.start,
      end_s: r.end,
      program_id: r.programId,
      program_name: r.programName,
      address_type: r.addressType,
      address: r.address,
      file_duration: r.fileDuration,
      program_title: r.programTitle ?? '',
      episode: r.episode ?? '',
      program_desc: r.programDesc ?? '',
      category: r.category ?? '',
      rating: r.rating ?? '',
      fixed_start: r.fixedStart === 1 ? 1 : 0,
    }));
    await trx.insertInto('live_programs').values(values).execute();
  }
}

/** Moves a day's revision forward by one (creating the day at 1); returns the new revision. */
async function bump(trx: Tx, tenantId: number, tvId: number, day: string, userId: number): Promise<number> {
  const now = Date.now();
  const row = await trx
    .insertInto('live_program_days')
    .values({ tenant_id: tenantId, tv_id: tvId, play_day: day, revision: 1, updated_at: now, updated_by: userId })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'tv_id', 'play_day']).doUpdateSet((eb) => ({
        revision: eb('live_program_days.revision', '+', 1),
        updated_at: now,
        updated_by: userId,
      })),
    )
    .returning('revision')
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** Moves the revision from `expected` to `expected + 1`, or throws 409 when it is not `expected`. */
async function bumpFrom(trx: Tx, tenantId: number, tvId: number, day: string, userId: number, expected: number) {
  const now = Date.now();
  if (expected === 0) {
    const inserted = await trx
      .insertInto('live_program_days')
      .values({ tenant_id: tenantId, tv_id: tvId, play_day: day, revision: 1, updated_at: now, updated_by: userId })
      .onConflict((oc) => oc.columns(['tenant_id', 'tv_id', 'play_day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict(STALE_REVISION_MESSAGE);
    return 1;
  }
  const res = await trx
    .updateTable('live_program_days')
    .set({ revision: expected + 1, updated_at: now, updated_by: userId })
    .where('tenant_id', '=', tenantId)
    .where('tv_id', '=', tvId)
    .where('play_day', '=', day)
    .where('revision', '=', expected)
    .executeTakeFirst();
  if (!updatedOne(res)) throw conflict(STALE_REVISION_MESSAGE);
  return expected + 1;
}

async function readDay(db: Db | Tx, tenantId: number, tvId: number, day: string): Promise<ProgramRow[]> {
  const rows = await db
    .selectFrom('live_programs')
    .select([...ENTRY_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where('tv_id', '=', tvId)
    .where('play_day', '=', day)
    .orderBy('seq')
    .execute();
  return rows.map(toRow);
}

const ENTRY_COLUMNS = [
  'start_s', 'end_s', 'program_id', 'program_name', 'address_type', 'address', 'file_duration',
  'program_title', 'episode', 'program_desc', 'category', 'rating', 'fixed_start',
] as const;

type StoredEntry = Pick<LiveProgramTable, 'start_s' | 'end_s' | 'program_id' | 'program_name' | 'address_type' | 'address' | 'file_duration'> & {
  program_title: string;
  episode: string;
  program_desc: string;
  category: string;
  rating: string;
  fixed_start: number;
};

function toRow(r: StoredEntry): ProgramRow {
  return {
    start: Number(r.start_s),
    end: Number(r.end_s),
    programId: Number(r.program_id),
    programName: r.program_name,
    addressType: Number(r.address_type) === 2 ? 2 : 1,
    address: r.address,
    fileDuration: Number(r.file_duration),
    ...metaOf({
      programTitle: r.program_title,
      episode: r.episode,
      programDesc: r.program_desc,
      category: r.category,
      rating: r.rating,
      fixedStart: Number(r.fixed_start) === 1 ? 1 : 0,
    }),
  };
}

async function replaceDay(trx: Tx, tenantId: number, tvId: number, day: string, rows: ProgramRow[]) {
  await trx.deleteFrom('live_programs').where('tenant_id', '=', tenantId).where('tv_id', '=', tvId).where('play_day', '=', day).execute();
  await insertRows(trx, tenantId, tvId, day, rows);
}

/**
 * What identifies one saved state of a day: every write of its entries moves the revision on in
 * the same transaction; a day row deleted (with its channel) and made again starts at revision 1
 * again, but with another id and time.
 */
export interface DayStamp {
  id: number;
  revision: number;
  updatedAt: number;
}

const stampOf = (r: { id: unknown; revision: unknown; updated_at: unknown }): DayStamp => ({
  id: Number(r.id),
  revision: Number(r.revision),
  updatedAt: Number(r.updated_at),
});

async function stampRow(db: Db, tenantId: number, tvId: number, day: string): Promise<DayStamp | null> {
  const r = await db
    .selectFrom('live_program_days')
    .select(['id', 'revision', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('tv_id', '=', tvId)
    .where('play_day', '=', day)
    .executeTakeFirst();
  return r ? stampOf(r) : null;
}

/** Programme lists of a tenant's TV channels. */
export function liveProgramsRepo(db: Db) {
  return {
    /** Every programme list of these channels (their removal; run it in the caller's transaction). */
    async removeOfTvs(tenantId: number, tvIds: number[]): Promise<void> {
      if (!tvIds.length) return;
      await db.deleteFrom('live_programs').where('tenant_id', '=', tenantId).where('tv_id', 'in', tvIds).execute();
      await db.deleteFrom('live_program_days').where('tenant_id', '=', tenantId).where('tv_id', 'in', tvIds).execute();
    },
    async revision(tenantId: number, tvId: number, day: string): Promise<number> {
      return (await stampRow(db, tenantId, tvId, day))?.revision ?? 0;
    },
    /** The day's stamp (one look-up by its unique key), null when it was never saved. */
    async stamp(tenantId: number, tvId: number, day: string): Promise<DayStamp | null> {
      return stampRow(db, tenantId, tvId, day);
    },
    /**
     * The day's entries and revision, read by one statement so that they agree (a statement sees
     * one snapshot on both databases) without the cost of a transaction: the day's revision row
     * (seq -1, no entry columns; none when the day was never saved) and its entries in order.
     * `stamp` is that snapshot's (null: never saved).
     */
    async day(tenantId: number, tvId: number, day: string): Promise<{ rows: ProgramRow[]; revision: number; stamp: DayStamp | null }> {
      // column types of the union: each may be null on the other side
      const none = <T>() => sql<T | null>`null`;
      const found = await db
        .selectFrom('live_program_days')
        .select([
          sql<number | null>`${sql.ref('revision')}`.as('revision'),
          sql<number | null>`${sql.ref('id')}`.as('day_id'),
          sql<number | null>`${sql.ref('updated_at')}`.as('updated_at'),
          sql<number>`-1`.as('seq'),
          none<number>().as('start_s'),
          none<number>().as('end_s'),
          none<number>().as('program_id'),
          none<string>().as('program_name'),
          none<number>().as('address_type'),
          none<string>().as('address'),
          none<number>().as('file_duration'),
          none<string>().as('program_title'),
          none<string>().as('episode'),
          none<string>().as('program_desc'),
          none<string>().as('category'),
          none<string>().as('rating'),
          none<number>().as('fixed_start'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('tv_id', '=', tvId)
        .where('play_day', '=', day)
        .unionAll(
          db
            .selectFrom('live_programs')
            .select([none<number>().as('revision'), none<number>().as('day_id'), none<number>().as('updated_at'), 'seq', ...ENTRY_COLUMNS])
            .where('tenant_id', '=', tenantId)
            .where('tv_id', '=', tvId)
            .where('play_day', '=', day),
        )
        .orderBy('seq')
        .execute();
      let stamp: DayStamp | null = null;
      const rows: ProgramRow[] = [];
      for (const r of found) {
        // the revision row is the one without entry columns (those are NOT NULL in the table)
        if (r.start_s === null) stamp = stampOf({ id: r.day_id, revision: r.revision, updated_at: r.updated_at });
        else rows.push(toRow(r as StoredEntry));
      }
      return { rows, revision: stamp?.revision ?? 0, stamp };
    },
    /** Replaces the day when its revision is still `expected`; returns the new revision (409 otherwise). */
    async save(tenantId: number, userId: number, tvId: number, day: string, expected: number, rows: ProgramRow[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpFrom(trx, tenantId, tvId, day, userId, expected);
        await replaceDay(trx, tenantId, tvId, day, rows);
        return revision;
      });
    },
    /** Copies each source day onto its target day (replacing it), all in one transaction. */
    async copy(tenantId: number, userId: number, tvId: number, pairs: { from: string; to: string }[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const cache = new Map<string, ProgramRow[]>();
        for (const { from } of pairs) if (!cache.has(from)) cache.set(from, await readDay(trx, tenantId, tvId, from));
        let copied = 0;
        for (const { from, to } of pairs) {
          const rows = cache.get(from) ?? [];
          await replaceDay(trx, tenantId, tvId, to, rows);
          await bump(trx, tenantId, tvId, to, userId);
          copied += rows.length;
        }
        return copied;
      });
    },
    /**
     * Changes a saved day through `change` (rename, retime, delete entries) when its revision is
     * still `expected`: reads, changes and writes it in one transaction; 409 otherwise, and a
     * `change` that throws leaves the day as it was. Returns the new revision and entry count.
     */
    async change(
      tenantId: number,
      userId: number,
      tvId: number,
      day: string,
      expected: number,
      change: (rows: ProgramRow[]) => ProgramRow[],
    ): Promise<{ revision: number; total: number }> {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpFrom(trx, tenantId, tvId, day, userId, expected);
        const rows = change(await readDay(trx, tenantId, tvId, day));
        await replaceDay(trx, tenantId, tvId, day, rows);
        return { revision, total: rows.length };
      });
    },
    /**
     * What each of these days holds (entries, covered seconds, first start, last end), one
     * grouped statement; a day without entries is left out (the dry runs' "existing").
     */
    async summaries(tenantId: number, tvId: number, days: string[]): Promise<Map<string, { total: number; seconds: number; start: number; end: number }>> {
      const out = new Map<string, { total: number; seconds: number; start: number; end: number }>();
      if (!days.length) return out;
      const rows = await db
        .selectFrom('live_programs')
        .select((eb) => [
          'play_day',
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(sql`end_s - start_s`).as('seconds'),
          eb.fn.min<number>('start_s').as('first_start'),
          eb.fn.max<number>('end_s').as('last_end'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('tv_id', '=', tvId)
        .where('play_day', 'in', [...new Set(days)])
        .groupBy('play_day')
        .execute();
      for (const r of rows) {
        out.set(r.play_day, { total: Number(r.total), seconds: Number(r.seconds), start: Number(r.first_start), end: Number(r.last_end) });
      }
      return out;
    },
    /** The days of [from, to] that hold at least one entry (the date controls mark them). */
    async daysWithEntries(tenantId: number, tvId: number, from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectFrom('live_programs')
        .select('play_day')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('tv_id', '=', tvId)
        .where('play_day', '>=', from)
        .where('play_day', '<=', to)
        .orderBy('play_day')
        .execute();
      return rows.map((r) => r.play_day);
    },
    /**
     * Writes `rows` onto every one of `days` (each replaced, its revision moved on), all in one
     * transaction: a failure on any day leaves every day as it was. Returns the new revisions.
     */
    async writeDays(tenantId: number, userId: number, tvId: number, days: string[], rows: ProgramRow[]): Promise<Map<string, number>> {
      return db.transaction().execute(async (trx) => {
        const revisions = new Map<string, number>();
        for (const day of days) {
          await replaceDay(trx, tenantId, tvId, day, rows);
          revisions.set(day, await bump(trx, tenantId, tvId, day, userId));
        }
        return revisions;
      });
    },
    /** Copies one channel's day onto days of another channel of the tenant (one transaction). */
    async copyAcross(tenantId: number, userId: number, fromTvId: number, fromDay: string, toTvId: number, toDays: string[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const rows = await readDay(trx, tenantId, fromTvId, fromDay);
        for (const to of toDays) {
          await replaceDay(trx, tenantId, toTvId, to, rows);
          await bump(trx, tenantId, toTvId, to, userId);
        }
        return rows.length * toDays.length;
      });
    },
    /** Entries of consecutive days (for the XMLTV export). */
    async days(tenantId: number, tvId: number, days: string[]): Promise<Map<string, ProgramRow[]>> {
      const out = new Map<string, ProgramRow[]>();
      for (const d of days) out.set(d, await readDay(db, tenantId, tvId, d));
      return out;
    },
  };
}
