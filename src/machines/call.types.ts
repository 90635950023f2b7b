// What the call statechart tells its effects (the services may import this module).
import type { CallSignal, MediaKind } from '../../shared/call.js';

/** To the signals effect: send this signal to these users. */
export type SignalCommand = { type: 'signal.send'; to: number[]; signal: CallSignal };

/** To the media effect: the members changed, mute a kind of track, a remote offer/answer/candidate. */
export type MediaCommand =
  | { type: 'media.members'; users: number[] }
  | { type: 'media.mute'; media: MediaKind; muted: boolean }
  | { type: 'media.remote'; from: number; signal: CallSignal };
