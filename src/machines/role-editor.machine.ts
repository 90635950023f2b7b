// The role editor (spec 001 §6): a role's name and one-line description, its menus checked on a
// searchable, collapsible tree of the menu catalogue the editor may grant (the editor's own route
// tree), the publishing and review rights checked apart from it (./role-tree.ts), per-TV-channel
// rights for the programme editor (edit or view; no channel listed: every channel editable), and
// its data scope (全部 … 仅本人; 指定部门 needs at least one department).
// loading → editing → saving → saved; the server's refusal comes back to editing with its text.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { MenuRecord } from '../../shared/api.js';
import { NAME_MAX, ORG_TEXTS, ROLE_DESCRIPTION_MAX, type ChannelMode, type Department, type Role, type RoleChannelRight, type RoleInput } from '../../shared/org.js';
import { DATA_SCOPE, DATA_SCOPE_TEXTS, type DataScopeValue } from '../../shared/data-scope.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { branchIds, checkState, indexMenu, selectAll, toggleMenu, visibleTree, withinTree, type MenuIndex } from './role-tree.js';
import { errorText } from '../../shared/error-text.js';

export const ROLE_TEXTS = {
  nameRequired: ORG_TEXTS.roleNameRequired,
  nameTooLong: `角色名称不能超过${NAME_MAX}个字`,
  descriptionTooLong: ORG_TEXTS.roleDescriptionTooLong,
  menusRequired: '请至少勾选一个菜单',
  saved: ORG_TEXTS.saved,
} as const;

export interface ChannelOption {
  liveTvId: number;
  liveTvName: string;
}

export interface RoleCatalogue {
  menus: MenuRecord[];
  channels: ChannelOption[];
  /** The tenant's department tree (the data scope's 指定部门 picker). */
  departments: Department[];
}

export interface RoleEditorContext {
  id: number | null;
  name: string;
  description: string;
  checked: number[];
  /** The menu search's text: the tree shows matching menus (all open) while it is not empty. */
  query: string;
  /** Ids of the tree's open groups (while not searching). */
  open: number[];
  tvChannels: RoleChannelRight[];
  menus: MenuRecord[];
  channels: ChannelOption[];
  /** The role's menus before editing (kept apart until the catalogue is there). */
  initialIds: number[];
  allMenus: boolean;
  /** Data scope (shared/data-scope.ts) and the chosen departments of scope 2. */
  dataScope: DataScopeValue;
  deptIds: number[];
  departments: Department[];
  error: string;
}

export type RoleEditorEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'menu.toggle'; id: number; on: boolean }
  | { type: 'menu.selectAll'; on: boolean }
  | { type: 'menu.search'; query: string }
  | { type: 'tree.open'; id: number; open: boolean }
  | { type: 'tree.expand'; all: boolean }
  | { type: 'channel.set'; liveTvId: number; mode: ChannelMode | 'none' }
  | { type: 'scope.change'; dataScope: DataScopeValue }
  | { type: 'scope.depts'; deptIds: number[] }
  | { type: 'role.save' }
  | { type: 'catalogue.reload' };

export type RoleEditorEmitted = { type: 'saved' };

export function roleError(context: Pick<RoleEditorContext, 'name' | 'description' | 'checked'> & Partial<Pick<RoleEditorContext, 'dataScope' | 'deptIds'>>): string {
  const name = context.name.trim();
  if (!name) return ROLE_TEXTS.nameRequired;
  if (name.length > NAME_MAX) return ROLE_TEXTS.nameTooLong;
  if (context.description.trim().length > ROLE_DESCRIPTION_MAX) return ROLE_TEXTS.descriptionTooLong;
  if (context.checked.length === 0) return ROLE_TEXTS.menusRequired;
  if (context.dataScope === DATA_SCOPE.depts && !context.deptIds?.length) return DATA_SCOPE_TEXTS.deptsRequired;
  return '';
}

/** The groups shown open at first: those holding a checked page (a new role's tree starts closed). */
function openedFor(menus: MenuRecord[], index: MenuIndex, checked: number[]): number[] {
  const set = new Set(checked);
  return branchIds(visibleTree(menus, index))
    .filter((id) => checkState(index, set, id) !== 'none')
    .sort((a, b) => a - b);
}

function allIds(menus: MenuRecord[]): number[] {
  return [...indexMenu(menus).children.keys()].sort((a, b) => a - b);
}

export const roleEditorMachine = setup({
  types: typesOf<RoleEditorContext, RoleEditorEvent, { role: Role | null }, RoleEditorEmitted>(),
  actors: {
    loadCatalogue: fromPromise<RoleCatalogue>(async () => notProvided('roleEditor.loadCatalogue')),
    save: fromPromise<unknown, RoleInput>(async () => notProvided('roleEditor.save')),
  },
  actions: notifyAction('roleEditor'),
  guards: {
    isValid: ({ context }) => roleError(context) === '',
  },
}).createMachine({
  id: 'roleEditor',
  context: ({ input }) => ({
    id: input.role?.id ?? null,
    name: input.role?.name ?? '',
    description: input.role?.description ?? '',
    checked: [],
    query: '',
    open: [],
    tvChannels: input.role?.tvChannels ?? [],
    menus: [],
    channels: [],
    initialIds: input.role?.comMicsIds ?? [],
    allMenus: input.role?.allMenus ?? false,
    dataScope: input.role?.dataScope ?? DATA_SCOPE.all,
    deptIds: input.role?.deptIds ?? [],
    departments: [],
    error: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      // the name and description fields are there while the catalogue loads: what is typed then is kept
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value }) },
        'description.change': { actions: assign({ description: ({ event }) => event.value }) },
      },
      invoke: {
        src: 'loadCatalogue',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const index = indexMenu(event.output.menus);
            const checked = context.allMenus ? allIds(event.output.menus) : withinTree(index, context.initialIds);
            return { menus: event.output.menus, channels: event.output.channels, departments: event.output.departments, checked, open: openedFor(event.output.menus, index, checked), error: '' };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'catalogue.reload': 'loading' } },
    editing: {
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value, error: '' }) },
        'description.change': { actions: assign({ description: ({ event }) => event.value, error: '' }) },
        'menu.toggle': {
          actions: assign({ checked: ({ context, event }) => toggleMenu(indexMenu(context.menus), context.checked, event.id, event.on), error: '' }),
        },
        'menu.selectAll': {
          actions: assign({ checked: ({ context, event }) => selectAll(indexMenu(context.menus), context.checked, event.on), error: '' }),
        },
        'menu.search': { actions: assign({ query: ({ event }) => event.query }) },
        'tree.open': {
          actions: assign({
            open: ({ context, event }) => (event.open ? [...new Set([...context.open, event.id])].sort((a, b) => a - b) : context.open.filter((id) => id !== event.id)),
          }),
        },
        'tree.expand': {
          actions: assign({ open: ({ context, event }) => (event.all ? branchIds(visibleTree(context.menus, indexMenu(context.menus))).sort((a, b) => a - b) : []) }),
        },
        'channel.set': {
          actions: assign({
            tvChannels: ({ context, event }) => {
              const rest = context.tvChannels.filter((c) => c.liveTvId !== event.liveTvId);
              return event.mode === 'none' ? rest : [...rest, { liveTvId: event.liveTvId, mode: event.mode }].sort((a, b) => a.liveTvId - b.liveTvId);
            },
          }),
        },
        'scope.change': { actions: assign({ dataScope: ({ event }) => event.dataScope, error: '' }) },
        'scope.depts': { actions: assign({ deptIds: ({ event }) => [...new Set(event.deptIds)].sort((a, b) => a - b), error: '' }) },
        'role.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ error: '' }) },
          { actions: assign({ error: ({ context }) => roleError(context) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          ...(context.id !== null ? { id: context.id } : {}),
          name: context.name.trim(),
          description: context.description.trim(),
          comMicsIds: context.checked,
          tvChannels: context.tvChannels,
          dataScope: context.dataScope,
          ...(context.dataScope === DATA_SCOPE.depts ? { deptIds: context.deptIds } : {}),
        }),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: { text: ROLE_TEXTS.saved } }, emit({ type: 'saved' as const })] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
