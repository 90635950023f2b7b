// Tip-offs (报料): owns report_subjects, their dispatch history report_logs and their classes
// report_classes (migration 120-contributions). Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ReportLogTable, ReportSubjectTable } from '../db/contribution-schema.js';
import { containsTextIn, countRows, insertId, pageWithTotal, updatedOne } from './sql-helpers.js';
import { scopeMatch, type DataScope } from './data-scope.js';

/** The data scope's condition on tip-offs: the user and the department it was dispatched to. */
const inScope = (scope: DataScope | undefined) => scopeMatch(scope, 'r.user_id', 'r.dept_id');

export type ReportRow = Selectable<ReportSubjectTable> & { class_name: string | null; dept_name: string | null; user_name: string | null };
export type ReportLogRow = Selectable<ReportLogTable> & { user_name: string | null };

/** Tip-offs (`report_subjects`), their history (`report_logs`) and classes (`report_classes`). */
export function reportSubjectsRepo(db: Db) {
  const joined = (tenantId: number) =>
    db
      .selectFrom('report_subjects as r')
      .leftJoin('report_classes as c', (j) => j.onRef('c.id', '=', 'r.class_id').onRef('c.tenant_id', '=', 'r.tenant_id'))
      .leftJoin('departments as d', (j) => j.onRef('d.id', '=', 'r.dept_id').onRef('d.tenant_id', '=', 'r.tenant_id'))
      .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'r.user_id').onRef('u.tenant_id', '=', 'r.tenant_id'))
      .where('r.tenant_id', '=', tenantId);
  const withNames = <Q extends ReturnType<typeof joined>>(q: Q) => q.selectAll('r').select(['c.name as class_name', 'd.name as dept_name', 'u.name as user_name']);

  return {
    async page(tenantId: number, f: { status?: number; classId?: number; keyWord?: string; scope?: DataScope; pageIndex: number; pageSize: number }) {
      let q = joined(tenantId);
      const scoped = inScope(f.scope);
      if (scoped) q = q.where(scoped);
      if (f.status !== undefined) q = q.where('r.status', '=', f.status);
      if (f.classId !== undefined) q = q.where('r.class_id', '=', f.classId);
      if (f.keyWord) q = q.where(containsTextIn(['r.title', 'r.content', 'r.name'], f.keyWord));
      const { rows, total } = await pageWithTotal(q, f, (page) => withNames(page).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'));
      return { total, rows: rows as ReportRow[] };
    },
    /** A tip-off of the tenant (none when outside `scope`, when given). */
    async get(tenantId: number, id: number, scope?: DataScope): Promise<ReportRow | undefined> {
      const scoped = inScope(scope);
      const q = joined(tenantId).where('r.id', '=', id);
      return (await withNames(scoped ? q.where(scoped) : q).executeTakeFirst()) as ReportRow | undefined;
    },
    async logs(tenantId: number, id: number): Promise<ReportLogRow[]> {
      return db
        .selectFrom('report_logs as l')
        .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'l.user_id').onRef('u.tenant_id', '=', 'l.tenant_id'))
        .selectAll('l')
        .select('u.name as user_name')
        .where('l.tenant_id', '=', tenantId)
        .where('l.subject_id', '=', id)
        .orderBy('l.created_at', 'asc')
        .orderBy('l.id', 'asc')
        .execute();
    },
    async create(tenantId: number, r: { title: string; content: string; name: string; phone: string; source: string; classId: number; address: string; userId: number }, now = Date.now()) {
      const id = await insertId(db, 'report_subjects', { tenant_id: tenantId, class_id: r.classId, title: r.title, content: r.content, name: r.name, phone: r.phone, source: r.source, status: 0, dept_id: 0, user_id: 0, address: r.address, created_at: now, updated_at: now });
      await this.log(tenantId, id, { action: 'create', status: 0, note: '', target: '', userId: r.userId }, now);
      return id;
    },
    /** Moves a tip-off from one of `from` to `status`; false when it was elsewhere (someone else acted first). */
    async change(tenantId: number, id: number, from: readonly number[], set: { status: number; deptId?: number; userId?: number }) {
      const r = await db
        .updateTable('report_subjects')
        .set({ status: set.status, ...(set.deptId !== undefined ? { dept_id: set.deptId } : {}), ...(set.userId !== undefined ? { user_id: set.userId } : {}), updated_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return updatedOne(r);
    },
    async log(tenantId: number, subjectId: number, l: { action: string; status: number; note: string; target: string; userId: number }, now = Date.now()) {
      await db.insertInto('report_logs').values({ tenant_id: tenantId, subject_id: subjectId, action: l.action, status: l.status, note: l.note, target: l.target, user_id: l.userId, created_at: now }).execute();
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('report_logs').where('tenant_id', '=', tenantId).where('subject_id', '=', id).execute();
      const r = await db.deleteFrom('report_subjects').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async count(tenantId: number) {
      return countRows(db.selectFrom('report_subjects').where('tenant_id', '=', tenantId));
    },

    async classes(tenantId: number) {
      return db
        .selectFrom('report_classes as c')
        .select(['c.id', 'c.parent_id', 'c.name', 'c.sort'])
        .select((eb) => eb.selectFrom('report_subjects as r').select((e) => e.fn.countAll<number>().as('n')).whereRef('r.class_id', '=', 'c.id').where('r.tenant_id', '=', tenantId).as('count'))
        .where('c.tenant_id', '=', tenantId)
        .orderBy('c.parent_id')
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
    },
    getClass(tenantId: number, id: number) {
      return db.selectFrom('report_classes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    findClass(tenantId: number, parentId: number, name: string) {
      return db.selectFrom('report_classes').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', parentId).where('name', '=', name).executeTakeFirst();
    },
    async createClass(tenantId: number, parentId: number, name: string) {
      return insertId(db, 'report_classes', { tenant_id: tenantId, parent_id: parentId, name, sort: 0, created_at: Date.now() });
    },
    async renameClass(tenantId: number, id: number, name: string) {
      await db.updateTable('report_classes').set({ name }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async classUse(tenantId: number, id: number) {
      const children = await countRows(db.selectFrom('report_classes').where('tenant_id', '=', tenantId).where('parent_id', '=', id));
      const subjects = await countRows(db.selectFrom('report_subjects').where('tenant_id', '=', tenantId).where('class_id', '=', id));
      return { children, subjects };
    },
    async removeClass(tenantId: number, id: number) {
      await db.deleteFrom('report_classes').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Submissions (contributions and tip-offs together) since `since` from one address (over every tenant) and to one tenant. */
    /** The address's submissions since `since`, and the distinct other addresses the tenant took submissions from. */
    async recentSubmissions(tenantId: number, address: string, since: number) {
      const count = async (table: 'contributions' | 'report_subjects') => ({
        byAddress: await countRows(db.selectFrom(table).where('address', '=', address).where('created_at', '>=', since)),
        addresses: (
          await db.selectFrom(table).select('address').distinct().where('tenant_id', '=', tenantId).where('address', '!=', '').where('address', '!=', address).where('created_at', '>=', since).limit(10_000).execute()
        ).map((r) => r.address),
      });
      const [a, b] = [await count('contributions'), await count('report_subjects')];
      const byAddress = a.byAddress + b.byAddress;
      // The tenant's cap counts addresses; an address that already submitted in the window is one of them.
      return { byAddress, byTenant: new Set([...a.addresses, ...b.addresses]).size + (byAddress > 0 ? 1 : 0), known: byAddress > 0 };
    },
  };
}
