// The role editor (spec 001 §6): a role's name, its menus checked on a tree of
// the menu catalogue the editor may grant (the editor's own route tree), and per-TV-channel
// rights for the programme editor (edit or view; no channel listed: every channel editable), and
// its data scope (全部 … 仅本人; 指定部门 needs at least one department).
// loading → editing → saving → saved; the server's refusal comes back to editing with its text.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { MenuRecord } from '../../shared/api.js';
import { NAME_MAX, ORG_TEXTS, type ChannelMode, type Department, type Role, type RoleChannelRight, type RoleInput } from '../../shared/org.js';
import { DATA_SCOPE, DATA_SCOPE_TEXTS, type DataScopeValue } from '../../shared/data-scope.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { indexMenu, toggleMenu, withinTree } from './role-tree.js';
import { errorText } from '../../shared/error-text.js';

export const ROLE_TEXTS = {
  nameRequired: ORG_TEXTS.roleNameRequired,
  nameTooLong: `角色名称不能超过${NAME_MAX}个字`,
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
  checked: number[];
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
  | { type: 'menu.toggle'; id: number; on: boolean }
  | { type: 'channel.set'; liveTvId: number; mode: ChannelMode | 'none' }
  | { type: 'scope.change'; dataScope: DataScopeValue }
  | { type: 'scope.depts'; deptIds: number[] }
  | { type: 'role.save' }
  | { type: 'catalogue.reload' };

export type RoleEditorEmitted = { type: 'saved' };

export function roleError(context: Pick<RoleEditorContext, 'name' | 'checked'> & Partial<Pick<RoleEditorContext, 'dataScope' | 'deptIds'>>): string {
  const name = context.name.trim();
  if (!name) return ROLE_TEXTS.nameRequired;
  if (name.length > NAME_MAX) return ROLE_TEXTS.nameTooLong;
  if (context.checked.length === 0) return ROLE_TEXTS.menusRequired;
  if (context.dataScope === DATA_SCOPE.depts && !context.deptIds?.length) return DATA_SCOPE_TEXTS.deptsRequired;
  return '';
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
  actions: {
    notify: (_, _p: { text: string }) => notProvided('roleEditor.notify'),
  },
  guards: {
    isValid: ({ context }) => roleError(context) === '',
  },
}).createMachine({
  id: 'roleEditor',
  context: ({ input }) => ({
    id: input.role?.id ?? null,
    name: input.role?.name ?? '',
    checked: [],
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
      // the name field is there while the catalogue loads: what is typed then is kept
      on: { 'name.change': { actions: assign({ name: ({ event }) => event.value }) } },
      invoke: {
        src: 'loadCatalogue',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            menus: event.output.menus,
            channels: event.output.channels,
            departments: event.output.departments,
            checked: context.allMenus ? allIds(event.output.menus) : withinTree(indexMenu(event.output.menus), context.initialIds),
            error: '',
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'catalogue.reload': 'loading' } },
    editing: {
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value, error: '' }) },
        'menu.toggle': {
          actions: assign({ checked: ({ context, event }) => toggleMenu(indexMenu(context.menus), context.checked, event.id, event.on), error: '' }),
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
