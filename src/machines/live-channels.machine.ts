// The live channel screen: a searchable, filterable page of channels; a create/edit dialog with
// validation (Chinese messages, shown once a save was attempted) and a delete confirmation.
// Regions: `list` (loading → loaded | empty | failed), `editor` (closed → editing → saving) and
// `remover` (idle → confirming → deleting).
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { isEmptyBeyondFirst, isPageSize, LIST_PAGE_SIZES } from './paging.js';
import { waitingState, type PagingEvent } from './lib/list.js';
import type { Paged } from '../../shared/api.js';
import { passagewayStates, PASSAGEWAY_TYPE, type PassagewayItem } from '../../shared/live-rules.js';
import { errorText } from '../../shared/error-text.js';
import type { ChannelFilter, PassagewayForm } from '../../shared/media-effects.js';
import { channelMessages as m } from '../../shared/media-texts.js';

/** The shared table's default size (spec 001 §9). */
export const CHANNEL_PAGE_SIZE = LIST_PAGE_SIZES.default;

import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';

export type { ChannelFilter };

/** The dialog's fields as typed (strings, like the inputs). */
export interface ChannelValues {
  livePwName: string;
  passagewayType: string;
  passagewayState: string;
  serverId: string;
  port: string;
  livePullPath: string;
  equipment: string;
  description: string;
}

export type ChannelErrors = Partial<Record<keyof ChannelValues, string>>;

export const EMPTY_CHANNEL: ChannelValues = {
  livePwName: '', passagewayType: '0', passagewayState: '0', serverId: '', port: '', livePullPath: '', equipment: '', description: '',
};

/** Every problem of the values, by field (empty: valid). */
export function channelErrors(v: ChannelValues): ChannelErrors {
  const e: ChannelErrors = {};
  const name = v.livePwName.trim();
  if (!name) e.livePwName = m.nameRequired;
  else if (name.length > 32) e.livePwName = m.nameTooLong;
  // eslint-disable-next-line no-control-regex
  else if (/[\\/\u0000-\u001f\u007f]/.test(name)) e.livePwName = m.nameInvalid;
  if (v.passagewayType !== '0' && v.passagewayType !== '1') e.passagewayType = m.typeRequired;
  if (v.passagewayType === String(PASSAGEWAY_TYPE.pull)) {
    const url = v.livePullPath.trim();
    if (!url) e.livePullPath = m.pullRequired;
    else if (!/^(rtmp|rtmps|rtsp|srt|https?):\/\/\S+$/i.test(url) || url.length > 512) e.livePullPath = m.pullInvalid;
  }
  if (v.port.trim()) {
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 1024 || port > 65535) e.port = m.portInvalid;
  }
  return e;
}

/** The form body of add/edit. */
export function channelForm(v: ChannelValues): PassagewayForm {
  const type = Number(v.passagewayType);
  const state = Number(v.passagewayState);
  return {
    livePwName: v.livePwName.trim(),
    passagewayType: type,
    passagewayState: passagewayStates(type).includes(state) ? state : 0,
    serverId: v.serverId ? Number(v.serverId) : undefined,
    port: v.port.trim() ? Number(v.port) : undefined,
    livePullPath: type === PASSAGEWAY_TYPE.pull ? v.livePullPath.trim() : '',
    equipment: v.equipment.trim(),
    description: v.description.trim(),
  };
}

export function valuesOf(c: PassagewayItem): ChannelValues {
  return {
    livePwName: c.livePwName,
    passagewayType: String(c.passagewayType),
    passagewayState: String(c.passagewayState),
    serverId: String(c.serverId),
    port: String(c.port),
    livePullPath: c.livePullPath,
    equipment: c.equipment,
    description: c.description,
  };
}

export interface LiveChannelsContext {
  filter: ChannelFilter;
  channels: PassagewayItem[];
  total: number;
  error: string | null;
  /** The channel being edited (null: a new one). */
  editing: PassagewayItem | null;
  values: ChannelValues;
  attempted: boolean;
  serverError: string | null;
  removing: PassagewayItem | null;
}

export type LiveChannelsEvent =
  | PagingEvent
  | { type: 'search.submit'; keyword: string }
  | { type: 'filter.change'; type_: number | ''; status: number | '' }
  | { type: 'editor.new' }
  | { type: 'editor.edit'; channel: PassagewayItem }
  | { type: 'field.change'; name: keyof ChannelValues; value: string }
  | { type: 'editor.save' }
  | { type: 'editor.cancel' }
  | { type: 'remove.request'; channel: PassagewayItem }
  | ConfirmEvent<'remove'>;


export const liveChannelsMachine = setup({
  types: {
    context: {} as LiveChannelsContext,
    events: {} as LiveChannelsEvent,
    /** `channels.changed`: a channel was saved or deleted (the capacity shown changes). */
    emitted: {} as { type: 'channels.changed' },
  },
  actors: {
    loadPage: fromPromise<Paged<PassagewayItem>, ChannelFilter>(async () => notProvided('liveChannels.loadPage')),
    save: fromPromise<PassagewayItem, { id: number | null; form: PassagewayForm }>(async () => notProvided('liveChannels.save')),
    remove: fromPromise<null, { id: number }>(async () => notProvided('liveChannels.remove')),
  },
  actions: notifyAction('liveChannels'),
  guards: {
    isValid: ({ context }) => Object.keys(channelErrors(context.values)).length === 0,
  },
}).createMachine({
  id: 'passageways',
  type: 'parallel',
  context: {
    filter: { keyword: '', type: '', status: '', pageIndex: 1, pageSize: CHANNEL_PAGE_SIZE },
    channels: [],
    total: 0,
    error: null,
    editing: null,
    values: EMPTY_CHANNEL,
    attempted: false,
    serverError: null,
    removing: null,
  },
  states: {
    list: {
      // the shared table's first load comes 300 ms after the list appears (spec 001 §9)
      initial: 'waiting',
      on: {
        'list.reload': '.loading',
        'search.submit': { target: '.loading', actions: assign({ filter: ({ context, event }) => ({ ...context.filter, keyword: event.keyword.trim(), pageIndex: 1 }) }) },
        'filter.change': {
          target: '.loading',
          actions: assign({ filter: ({ context, event }) => ({ ...context.filter, type: event.type_, status: event.status, pageIndex: 1 }) }),
        },
        'page.go': { target: '.loading', actions: assign({ filter: ({ context, event }) => ({ ...context.filter, pageIndex: Math.max(1, event.pageIndex) }) }) },
        'page.size': {
          guard: ({ event }) => isPageSize(event.pageSize),
          target: '.loading',
          actions: assign({ filter: ({ context, event }) => ({ ...context.filter, pageSize: event.pageSize, pageIndex: 1 }) }),
        },
      },
      states: {
        waiting: waitingState(),
        loading: {
          entry: assign({ error: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => context.filter,
            onDone: [
              {
                guard: ({ context, event }) => isEmptyBeyondFirst(context.filter.pageIndex, event.output.list),
                target: 'loading',
                reenter: true,
                actions: assign({ filter: ({ context }) => ({ ...context.filter, pageIndex: context.filter.pageIndex - 1 }) }),
              },
              { guard: ({ event }) => event.output.list.length === 0, target: 'empty', actions: assign({ channels: [], total: 0 }) },
              { target: 'loaded', actions: assign({ channels: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        loaded: {},
        empty: {},
        failed: {},
      },
    },
    editor: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'editor.new': { target: 'editing', actions: assign({ editing: null, values: EMPTY_CHANNEL, attempted: false, serverError: null }) },
            'editor.edit': {
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.channel, values: ({ event }) => valuesOf(event.channel), attempted: false, serverError: null }),
            },
          },
        },
        editing: {
          on: {
            'field.change': {
              actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }), serverError: null }),
            },
            'editor.save': [{ guard: 'isValid', target: 'saving', actions: assign({ attempted: true }) }, { actions: assign({ attempted: true }) }],
            'editor.cancel': { target: 'closed', actions: assign({ editing: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.editing?.passagewayId ?? null, form: channelForm(context.values) }),
            onDone: {
              target: 'closed',
              actions: [
                { type: 'notify', params: ({ context }) => ({ text: context.editing ? m.saved.edit : m.saved.add }) },
                emit({ type: 'channels.changed' as const }),
                assign({ editing: null }),
                raise({ type: 'list.reload' }),
              ],
            },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    remover: {
      initial: 'idle',
      states: {
        idle: { on: { 'remove.request': { target: 'confirming', actions: assign({ removing: ({ event }) => event.channel }) } } },
        confirming: confirmingState<LiveChannelsContext, 'remove.confirm', 'remove.cancel'>({ confirm: 'remove.confirm', cancel: 'remove.cancel', run: 'deleting', back: 'idle', forget: 'removing' }),
        deleting: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.removing!.passagewayId }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'notify', params: { text: m.saved.delete } }, emit({ type: 'channels.changed' as const }), assign({ removing: null }), raise({ type: 'list.reload' })],
            },
            onError: { target: 'idle', actions: assign({ removing: null }) },
          },
        },
      },
    },
  },
});
