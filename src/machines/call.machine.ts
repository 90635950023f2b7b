// The audio/video call (spec §3 "Call state", §4 "Meeting"). After login
// (isLogin, loginUserInfo with the userSig our server issued) the chart listens for signals
// (the `signals` effect: the message socket); a call is idle, inviting, ringing, in call or
// dissolved (callStatus). The inviter (isInviter) invites users; each who accepts joins the
// meeting's user list (never twice) and the inviter sends everyone the members; a member leaves;
// the inviter dissolves the meeting, which empties the lists. Muting video or audio adds the user
// to mutedVideo / mutedAudio everywhere. Media (WebRTC between the members) is the `media` effect,
// invoked while in the call; its offers and candidates travel as signals too.
import { and, assign, fromCallback, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { CALL_LIMITS, CALL_TEXTS, type CallLogin, type CallSignal, type CallStatus, type MediaKind } from '../../shared/call.js';
import { errorText } from '../../shared/error-text.js';
import type { MediaCommand, SignalCommand } from './call.types.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export interface CallContext {
  isLogin: boolean;
  loginUserInfo: CallLogin | null;
  callStatus: CallStatus;
  isInviter: boolean;
  roomId: string;
  inviterId: number;
  /** Invitees who have not answered yet. */
  pending: number[];
  meetingUsers: number[];
  mutedVideo: number[];
  mutedAudio: number[];
  notice: string | null;
  error: string | null;
  /** The camera and microphone stream, and each member's stream (media objects the screen plays). */
  localStream: object | null;
  remoteStreams: Record<number, object>;
}

type From = { from: number; roomId: string };
export type CallEvent =
  | { type: 'call.login' }
  | { type: 'call.logout' }
  | { type: 'call.invite'; userIds: number[]; roomId: string }
  | { type: 'call.cancel' }
  | { type: 'call.accept' }
  | { type: 'call.refuse' }
  | { type: 'call.leave' }
  | { type: 'call.dissolve' }
  | { type: 'call.reset' }
  | { type: 'media.toggle'; media: MediaKind }
  | { type: 'media.signal'; to: number; signal: CallSignal }
  | { type: 'media.local'; stream: object | null }
  | { type: 'media.stream'; userId: number; stream: object | null }
  | ({ type: 'signal.invite'; users: number[] } & From)
  | ({ type: 'signal.accept' } & From)
  | ({ type: 'signal.refuse' } & From)
  | ({ type: 'signal.cancel' } & From)
  | ({ type: 'signal.members'; users: number[] } & From)
  | ({ type: 'signal.leave' } & From)
  | ({ type: 'signal.dissolve' } & From)
  | ({ type: 'signal.mute'; media: MediaKind; muted: boolean } & From)
  | ({ type: 'signal.media'; signal: CallSignal } & From);

const unique = (ids: number[]) => [...new Set(ids)];
const without = (ids: number[], id: number) => ids.filter((x) => x !== id);
const me = (c: CallContext) => c.loginUserInfo?.userId ?? 0;
const others = (c: CallContext) => c.meetingUsers.filter((u) => u !== me(c));
const EMPTY = {
  meetingUsers: [] as number[],
  mutedVideo: [] as number[],
  mutedAudio: [] as number[],
  pending: [] as number[],
  localStream: null,
  remoteStreams: {} as Record<number, object>,
};

export const callMachine = setup({
  types: typesOf<CallContext, CallEvent>(),
  actors: {
    login: fromPromise<CallLogin>(async () => notProvided('call.login')),
    signals: fromCallback<SignalCommand, CallLogin, EventObject>(() => notProvided('call.signals')),
    media: fromCallback<MediaCommand, { self: number; roomId: string; users: number[] }, EventObject>(() => notProvided('call.media')),
  },
  guards: {
    hasInvitees: ({ context, event }) => event.type === 'call.invite' && event.userIds.some((u) => u !== me(context)) && event.userIds.length <= CALL_LIMITS.inviteesMax,
    isThisRoom: ({ context, event }) => 'roomId' in event && event.roomId === context.roomId,
    isLastPending: ({ context, event }) => 'from' in event && context.pending.length === 1 && context.pending[0] === event.from,
    isInviter: ({ context }) => context.isInviter,
  },
  actions: {
    /** One who accepted joins (never twice) and leaves the pending list. */
    admit: assign(({ context, event }) => {
      if (event.type !== 'signal.accept') return {};
      return { meetingUsers: unique([...context.meetingUsers, event.from]), pending: without(context.pending, event.from) };
    }),
    /** Every other member learns the meeting's user list. */
    broadcastMembers: sendTo('signals', ({ context }) => ({
      type: 'signal.send' as const,
      to: others(context),
      signal: { kind: 'members' as const, roomId: context.roomId, users: context.meetingUsers },
    })),
    tellMediaMembers: sendTo('media', ({ context }) => ({ type: 'media.members' as const, users: context.meetingUsers })),
    cancelPending: sendTo('signals', ({ context }) => ({ type: 'signal.send' as const, to: context.pending, signal: { kind: 'cancel' as const, roomId: context.roomId } })),
  },
  delays: { inviteTimeout: CALL_LIMITS.inviteTimeoutMs, dissolvedShown: CALL_LIMITS.dissolvedMs },
}).createMachine({
  id: 'call',
  context: { isLogin: false, loginUserInfo: null, callStatus: 'idle', isInviter: false, roomId: '', inviterId: 0, ...EMPTY, notice: null, error: null, localStream: null, remoteStreams: {} },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: { 'call.login': 'loggingIn' },
    },
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        onDone: { target: 'online', actions: assign({ isLogin: true, loginUserInfo: ({ event }) => event.output }) },
        onError: { target: 'loggedOut', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    online: {
      invoke: { id: 'signals', src: 'signals', input: ({ context }) => context.loginUserInfo! },
      on: {
        'call.logout': {
          target: 'loggedOut',
          actions: assign({ isLogin: false, loginUserInfo: null, callStatus: 'idle', isInviter: false, roomId: '', ...EMPTY }),
        },
      },
      initial: 'idle',
      states: {
        idle: {
          entry: assign({ callStatus: 'idle', isInviter: false, roomId: '', inviterId: 0, ...EMPTY }),
          on: {
            'call.invite': {
              guard: 'hasInvitees',
              target: 'inviting',
              actions: [
                assign({
                  isInviter: true,
                  roomId: ({ event }) => event.roomId,
                  inviterId: ({ context }) => me(context),
                  pending: ({ context, event }) => unique(event.userIds).filter((u) => u !== me(context)),
                  meetingUsers: ({ context }) => [me(context)],
                  notice: null,
                }),
                sendTo('signals', ({ context }) => ({
                  type: 'signal.send' as const,
                  to: context.pending,
                  signal: { kind: 'invite' as const, roomId: context.roomId, users: context.pending },
                })),
              ],
            },
            'signal.invite': {
              target: 'ringing',
              actions: assign({ roomId: ({ event }) => event.roomId, inviterId: ({ event }) => event.from, isInviter: false, notice: null }),
            },
          },
        },
        inviting: {
          entry: assign({ callStatus: 'inviting' }),
          after: { inviteTimeout: { target: 'idle', actions: [{ type: 'cancelPending' }, assign({ notice: CALL_TEXTS.timeout })] } },
          on: {
            'signal.accept': { guard: 'isThisRoom', target: 'inCall', actions: ['admit', 'broadcastMembers'] },
            'signal.refuse': [
              { guard: and(['isThisRoom', 'isLastPending']), target: 'idle', actions: assign({ notice: CALL_TEXTS.refused }) },
              { guard: 'isThisRoom', actions: assign({ pending: ({ context, event }) => without(context.pending, event.from) }) },
            ],
            'call.cancel': { target: 'idle', actions: 'cancelPending' },
          },
        },
        ringing: {
          entry: assign({ callStatus: 'ringing' }),
          on: {
            'call.accept': {
              target: 'inCall',
              actions: [
                assign({ meetingUsers: ({ context }) => unique([context.inviterId, me(context)]) }),
                sendTo('signals', ({ context }) => ({ type: 'signal.send' as const, to: [context.inviterId], signal: { kind: 'accept' as const, roomId: context.roomId } })),
              ],
            },
            'call.refuse': {
              target: 'idle',
              actions: sendTo('signals', ({ context }) => ({ type: 'signal.send' as const, to: [context.inviterId], signal: { kind: 'refuse' as const, roomId: context.roomId } })),
            },
            'signal.cancel': { guard: 'isThisRoom', target: 'idle', actions: assign({ notice: CALL_TEXTS.cancelled }) },
          },
        },
        inCall: {
          entry: assign({ callStatus: 'inCall' }),
          invoke: { id: 'media', src: 'media', input: ({ context }) => ({ self: me(context), roomId: context.roomId, users: context.meetingUsers }) },
          on: {
            'signal.accept': { guard: 'isThisRoom', actions: ['admit', 'broadcastMembers', 'tellMediaMembers'] },
            'signal.refuse': { guard: 'isThisRoom', actions: assign({ pending: ({ context, event }) => without(context.pending, event.from) }) },
            'signal.members': {
              guard: 'isThisRoom',
              actions: [assign({ meetingUsers: ({ context, event }) => unique([...context.meetingUsers, ...event.users]) }), 'tellMediaMembers'],
            },
            'signal.leave': {
              guard: 'isThisRoom',
              actions: [
                assign({
                  meetingUsers: ({ context, event }) => without(context.meetingUsers, event.from),
                  mutedVideo: ({ context, event }) => without(context.mutedVideo, event.from),
                  mutedAudio: ({ context, event }) => without(context.mutedAudio, event.from),
                }),
                'tellMediaMembers',
              ],
            },
            'signal.mute': {
              guard: 'isThisRoom',
              actions: assign(({ context, event }) => {
                const key = event.media === 'video' ? 'mutedVideo' : 'mutedAudio';
                return { [key]: event.muted ? unique([...context[key], event.from]) : without(context[key], event.from) };
              }),
            },
            'signal.media': { guard: 'isThisRoom', actions: sendTo('media', ({ event }) => ({ type: 'media.remote' as const, from: event.from, signal: event.signal })) },
            'media.local': { actions: assign({ localStream: ({ event }) => event.stream }) },
            'media.stream': {
              actions: assign({
                remoteStreams: ({ context, event }) => {
                  const next = { ...context.remoteStreams };
                  if (event.stream) next[event.userId] = event.stream;
                  else delete next[event.userId];
                  return next;
                },
              }),
            },
            'media.signal': { actions: sendTo('signals', ({ event }) => ({ type: 'signal.send' as const, to: [event.to], signal: event.signal })) },
            'media.toggle': {
              actions: [
                assign(({ context, event }) => {
                  const key = event.media === 'video' ? 'mutedVideo' : 'mutedAudio';
                  const list = context[key];
                  return { [key]: list.includes(me(context)) ? without(list, me(context)) : [...list, me(context)] };
                }),
                sendTo('media', ({ context, event }) => ({
                  type: 'media.mute' as const,
                  media: event.media,
                  muted: (event.media === 'video' ? context.mutedVideo : context.mutedAudio).includes(me(context)),
                })),
                sendTo('signals', ({ context, event }) => ({
                  type: 'signal.send' as const,
                  to: others(context),
                  signal: {
                    kind: 'mute' as const,
                    roomId: context.roomId,
                    media: event.media,
                    muted: (event.media === 'video' ? context.mutedVideo : context.mutedAudio).includes(me(context)),
                  },
                })),
              ],
            },
            'call.leave': {
              target: 'idle',
              actions: [
                sendTo('signals', ({ context }) => ({ type: 'signal.send' as const, to: others(context), signal: { kind: 'leave' as const, roomId: context.roomId } })),
                assign({ notice: CALL_TEXTS.left }),
              ],
            },
            'call.dissolve': {
              guard: 'isInviter',
              target: 'dissolved',
              actions: sendTo('signals', ({ context }) => ({
                type: 'signal.send' as const,
                to: unique([...others(context), ...context.pending]),
                signal: { kind: 'dissolve' as const, roomId: context.roomId },
              })),
            },
            'signal.dissolve': { guard: 'isThisRoom', target: 'dissolved' },
          },
        },
        dissolved: {
          entry: assign({ callStatus: 'dissolved', ...EMPTY, notice: CALL_TEXTS.dissolved }),
          after: { dissolvedShown: 'idle' },
          on: { 'call.reset': 'idle' },
        },
      },
    },
  },
});
