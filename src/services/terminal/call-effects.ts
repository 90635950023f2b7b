// The call's effects (docs/terminal.md): the signals over the message socket, and the media —
// WebRTC between the members, one peer connection per pair (the member with the lower id
// offers), the camera and microphone from getUserMedia.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { CallLogin, CallSignal, RelayedSignal } from '../../../shared/call.js';
import { messageSocketPath } from '../../../shared/message-types.js';
import type { MediaCommand, SignalCommand } from '../../machines/call.types.js';
import { socketUrl } from '../socket-actor.js';
import { readToken, readUser } from '../storage.js';
import * as api from './terminal-api.js';

/** A relayed signal as the chart's event. */
export function signalEvent(s: RelayedSignal): (EventObject & Record<string, unknown>) | null {
  const base = { from: s.from, roomId: s.roomId };
  switch (s.kind) {
    case 'invite':
      return { type: 'signal.invite', ...base, users: s.users };
    case 'members':
      return { type: 'signal.members', ...base, users: s.users };
    case 'mute':
      return { type: 'signal.mute', ...base, media: s.media, muted: s.muted };
    case 'sdp':
    case 'ice':
      return { type: 'signal.media', ...base, signal: s };
    case 'accept':
    case 'refuse':
    case 'cancel':
    case 'leave':
    case 'dissolve':
      return { type: `signal.${s.kind}`, ...base };
    default:
      return null;
  }
}

const signals = fromCallback<SignalCommand, CallLogin, EventObject>(({ input, sendBack, receive }) => {
  const user = readUser();
  const token = readToken() || user?.token || '';
  const ws = new WebSocket(socketUrl(`${messageSocketPath(user?.webTenId ?? 0, input.userId)}?token=${encodeURIComponent(token)}`));
  const queue: string[] = [];
  ws.onopen = () => queue.splice(0).forEach((f) => ws.send(f));
  ws.onmessage = (e) => {
    if (typeof e.data !== 'string' || !e.data.startsWith('{"callSignal"')) return;
    try {
      const event = signalEvent((JSON.parse(e.data) as { callSignal: RelayedSignal }).callSignal);
      if (event) sendBack(event);
    } catch {
      /* not a call frame */
    }
  };
  receive((cmd) => {
    if (!cmd.to.length) return;
    const frame = JSON.stringify({ type: 'call', to: cmd.to, sig: input.userSig, signal: cmd.signal });
    if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    else queue.push(frame);
  });
  return () => {
    ws.onopen = ws.onmessage = null;
    ws.close(1000);
  };
});

const ICE: RTCConfiguration = { iceServers: [] };

const media = fromCallback<MediaCommand, { self: number; roomId: string; users: number[] }, EventObject>(({ input, sendBack, receive }) => {
  const { self, roomId } = input;
  const peers = new Map<number, { pc: RTCPeerConnection; early: RTCIceCandidateInit[] }>();
  let members = input.users;
  let local: MediaStream | null = null;
  let stopped = false;
  const send = (to: number, signal: CallSignal) => sendBack({ type: 'media.signal', to, signal });

  const peer = (id: number) => {
    const known = peers.get(id);
    if (known) return known;
    const pc = new RTCPeerConnection(ICE);
    local?.getTracks().forEach((t) => pc.addTrack(t, local!));
    pc.onicecandidate = (e) => {
      if (e.candidate) send(id, { kind: 'ice', roomId, candidate: e.candidate.toJSON() as { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } });
    };
    pc.ontrack = (e) => sendBack({ type: 'media.stream', userId: id, stream: e.streams[0] ?? new MediaStream([e.track]) });
    const entry = { pc, early: [] as RTCIceCandidateInit[] };
    peers.set(id, entry);
    return entry;
  };
  const drop = (id: number) => {
    peers.get(id)?.pc.close();
    peers.delete(id);
    sendBack({ type: 'media.stream', userId: id, stream: null });
  };
  const sync = async () => {
    for (const id of [...peers.keys()]) if (!members.includes(id)) drop(id);
    for (const id of members) {
      if (id === self || peers.has(id) || self > id) continue;
      const { pc } = peer(id);
      await pc.setLocalDescription(await pc.createOffer());
      send(id, { kind: 'sdp', roomId, description: { type: pc.localDescription!.type, sdp: pc.localDescription!.sdp } });
    }
  };
  const remote = async (from: number, signal: CallSignal) => {
    if (signal.kind === 'sdp') {
      const { pc, early } = peer(from);
      await pc.setRemoteDescription({ type: signal.description.type as RTCSdpType, sdp: signal.description.sdp });
      for (const c of early.splice(0)) await pc.addIceCandidate(c);
      if (signal.description.type === 'offer') {
        await pc.setLocalDescription(await pc.createAnswer());
        send(from, { kind: 'sdp', roomId, description: { type: pc.localDescription!.type, sdp: pc.localDescription!.sdp } });
      }
    } else if (signal.kind === 'ice') {
      const { pc, early } = peer(from);
      if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else early.push(signal.candidate);
    }
  };

  let chain: Promise<void> = navigator.mediaDevices
    .getUserMedia({ video: true, audio: true })
    .then((stream) => {
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      local = stream;
      sendBack({ type: 'media.local', stream });
    })
    .catch(() => sendBack({ type: 'media.local', stream: null }))
    .then(sync);
  const then = (f: () => Promise<void> | void) => {
    chain = chain.then(f).catch(() => undefined);
  };
  receive((cmd) => {
    if (cmd.type === 'media.members') then(() => {
      members = cmd.users;
      return sync();
    });
    else if (cmd.type === 'media.mute') then(() => local?.getTracks().filter((t) => t.kind === cmd.media).forEach((t) => (t.enabled = !cmd.muted)));
    else then(() => remote(cmd.from, cmd.signal));
  });
  return () => {
    stopped = true;
    peers.forEach(({ pc }) => pc.close());
    peers.clear();
    local?.getTracks().forEach((t) => t.stop());
  };
});

export const callEffects = {
  actors: {
    login: fromPromise<CallLogin>(() => api.callLogin()),
    signals,
    media,
  },
};
