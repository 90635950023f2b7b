// The organisation area's real effects (docs/wiring.md): API calls and toasts, shaped like the
// setup() sections of the machines they serve. Provided once, in src/app/wiring/org.ts.
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../../shared/api.js';
import type { FileItem } from '../../../shared/media.js';
import type { Paged } from '../../../shared/api.js';
import type {
  AssessQuery,
  AssessRow,
  AuditEntry,
  AuditQuery,
  Department,
  QrPoll,
  QrTicket,
  Role,
  RoleInput,
  TenantRow,
  UserQuery,
  UserRow,
  Watermark,
  WatermarkApply,
  WatermarkPosition,
  WatermarkType,
} from '../../../shared/org.js';
import type { OrgCommand, OrgFormInput } from '../../machines/org.types.js';
import { getFilePage } from '../api/library-api.js';
import { post } from '../http.js';
import { toast } from '../toast.js';
import * as api from './org-api.js';
import * as signIn from './sign-in-api.js';

type Values = Record<string, string>;

const num = (v: string | undefined) => Number(v ?? 0) || 0;
const ids = (v: string | undefined) => (v ?? '').split(',').map(Number).filter((x) => x > 0);
const opt = (v: string | undefined) => (v ?? '').trim() || undefined;

function watermarkBody(v: Values) {
  return {
    ...(num(v.id) ? { id: num(v.id) } : {}),
    name: (v.name ?? '').trim(),
    type: (v.type === 'image' ? 'image' : 'text') as WatermarkType,
    text: v.text ?? '',
    color: v.color || '#FFFFFF',
    imageFileId: num(v.imageFileId),
    position: (v.position || 'bottomRight') as WatermarkPosition,
    opacity: num(v.opacity),
    size: num(v.size),
    isDefault: v.isDefault === '1' ? 1 : 0,
  };
}

/** Saves one organisation form by kind (src/machines/org-form.machine.ts). */
async function saveForm({ kind, values: v }: OrgFormInput): Promise<unknown> {
  switch (kind) {
    case 'userCreate':
      return api.createUser({
        account: (v.account ?? '').trim(),
        name: (v.name ?? '').trim(),
        password: v.password ?? '',
        mobile: opt(v.mobile),
        email: opt(v.email),
        organizationId: num(v.organizationId),
        roleIds: ids(v.roleIds),
      });
    case 'userEdit':
      return api.patchUser({
        id: num(v.id),
        name: (v.name ?? '').trim(),
        mobile: (v.mobile ?? '').trim(),
        email: (v.email ?? '').trim(),
        organizationId: num(v.organizationId),
        roleIds: ids(v.roleIds),
      });
    case 'password':
      return api.resetUserPassword(num(v.id), v.password ?? '');
    case 'department': {
      const body = { name: (v.name ?? '').trim(), parentId: num(v.parentId), remark: v.remark ?? '' };
      return num(v.id) ? api.patchDepartment(num(v.id), body) : api.createDepartment(body);
    }
    case 'tenant':
      return api.createTenant({ domainName: (v.domainName ?? '').trim(), title: (v.title ?? '').trim(), adminPassword: v.adminPassword ?? '' });
    case 'watermark': {
      const body = watermarkBody(v);
      return body.id ? api.updateWatermark(body) : api.createWatermark(body);
    }
    case 'myAccount':
      return post('/api/web-conf/user/manager/account/set', { account: (v.account ?? '').trim() });
    case 'myMobile':
      return post('/api/web-conf/user/manager/mobile/editOrSet', { mobile: (v.mobile ?? '').trim() });
    case 'myAvatar':
      return post('/api/web-conf/user/manager/avatar/set', { webUserAvatar: (v.avatar ?? '').trim() });
    default:
      throw new Error(`unknown form: ${kind}`);
  }
}

/** The call of each list command kind, with the command's id and arguments. */
const COMMANDS: Record<string, (id: number, args: Record<string, string | number>) => Promise<unknown>> = {
  'user.delete': (id) => api.deleteUser(id),
  'user.status': (id, args) => api.setUserStatus(id, Number(args.status)),
  'department.delete': (id) => api.deleteDepartment(id),
  'department.move': (id, args) => api.patchDepartment(id, { parentId: Number(args.parentId) }),
  'role.delete': (id) => api.deleteRole(id),
  'tenant.status': (id, args) => api.setTenantStatus(id, Number(args.status)),
  'watermark.delete': (id) => api.deleteWatermark(id),
  'watermark.status': (id, args) => api.setWatermarkStatus({ id, status: Number(args.status) }),
  'watermark.default': (id) => api.setWatermarkStatus({ id, isDefault: 1 }),
};

/** Runs one list command (src/machines/org-command.machine.ts). */
async function runCommand({ kind, id, args = {} }: OrgCommand): Promise<unknown> {
  const run = Object.hasOwn(COMMANDS, kind) ? COMMANDS[kind] : undefined;
  if (!run) throw new Error(`unknown command: ${kind}`);
  return run(id, args);
}

/** The paged table's query. */
type Page = { pageIndex: number; pageSize: number };

const notify = (_: unknown, { text }: { text: string }) => toast.success(text);

export const orgEffects = {
  smsLogin: {
    actors: {
      sendCode: fromPromise<unknown, { domainName: string; mobile: string }>(({ input }) => signIn.sendSmsCode(input.domainName, input.mobile)),
      login: fromPromise<SessionUser, { domainName: string; mobile: string; code: string }>(({ input }) =>
        signIn.loginByMobile(input.domainName, input.mobile, input.code),
      ),
    },
    actions: { notify },
  },
  qrLogin: {
    actors: {
      getTicket: fromPromise<QrTicket, { domainName: string }>(({ input }) => signIn.getQrTicket(input.domainName)),
      poll: fromPromise<QrPoll, { ticket: string }>(({ input }) => signIn.pollQrTicket(input.ticket)),
    },
  },
  qrConfirm: {
    actors: { confirm: fromPromise<unknown, { ticket: string }>(({ input }) => signIn.confirmQrTicket(input.ticket)) },
  },
  roleEditor: {
    actors: {
      loadCatalogue: fromPromise(async () => {
        const [menus, channels, departments] = await Promise.all([
          api.getGrantableMenus(),
          api.getTvChannels().catch(() => ({ list: [], total: 0 })),
          api.getDepartmentTree().catch((): Department[] => []),
        ]);
        return { menus, channels: channels.list.map((c) => ({ liveTvId: c.liveTvId, liveTvName: c.liveTvName })), departments };
      }),
      save: fromPromise<unknown, RoleInput>(({ input }) => (input.id ? api.editRole(input) : api.createRole(input))),
    },
    actions: { notify },
  },
  orgForm: {
    actors: { save: fromPromise<unknown, OrgFormInput>(({ input }) => saveForm(input)) },
    actions: { notify: (_: unknown, { kind, text }: { kind: 'success' | 'warning'; text: string }) => toast[kind](text) },
  },
  orgCommand: {
    actors: { run: fromPromise<unknown, OrgCommand>(({ input }) => runCommand(input)) },
    actions: { notify },
  },
  orgDirectory: {
    actors: {
      load: fromPromise<{ departments: Department[]; roles: Role[] }, { withRoles: boolean }>(async ({ input }) => {
        const [departments, roles] = await Promise.all([
          api.getDepartmentTree(),
          input.withRoles ? api.getRolePage({ pageIndex: 1, pageSize: 200 }).then((p) => p.list) : Promise.resolve([]),
        ]);
        return { departments, roles };
      }),
    },
  },
  /** Page fetchers for the shared paged table (promise logic, run per page). */
  pages: {
    users: fromPromise<Paged<UserRow>, UserQuery & Page>(({ input }) => api.getUserPage(input)),
    roles: fromPromise<Paged<Role>, Page>(({ input }) => api.getRolePage(input)),
    audit: fromPromise<Paged<AuditEntry>, AuditQuery & Page>(({ input }) => api.getAuditPage(input)),
    tenants: fromPromise<Paged<TenantRow>, Page>(({ input }) => api.getTenantPage(input)),
    watermarks: fromPromise<Paged<Watermark>, Page>(({ input }) => api.getWatermarkPage(input)),
    assess: fromPromise<Paged<AssessRow>, AssessQuery & Page>(({ input }) => api.getAssessPage(input)),
  },
  watermarkApply: {
    actors: { run: fromPromise<{ previewUrl?: string; url?: string }, WatermarkApply>(({ input }) => api.applyWatermark(input)) },
    actions: { notify },
  },
  /** Files of one library, for the watermark screen's file picker. */
  libraryFiles: fromPromise<Paged<FileItem>, { fileLibId: number; pageIndex: number; pageSize: number }>(({ input }) => getFilePage(input)),
};
