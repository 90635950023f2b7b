// The channel monitor's live signals (docs/signal.md): the call that reads them, a socket of its
// own on the user's message-centre address that passes on the { liveSignal } frames (reopened
// when it closes, as the content lock's frames are), and the alarm sound.
import { fromCallback, type EventObject } from 'xstate';
import { messageSocketPath } from '../../../shared/message-types.js';
import { parseSignalFrame, type LiveSignalAnswer } from '../../../shared/live-signal.js';
import { get } from '../http.js';
import { socketUrl } from '../socket-actor.js';
import { readToken, readUser } from '../storage.js';

/** Reopen the frame socket after this long when it closes. */
const REOPEN_MS = 5_000;

export const getLiveSignals = () => get<LiveSignalAnswer>('/api/web-manager/live/signal');

/** The socket's signal frames as `signal.changed` events, while the monitor is open. */
export const signalFeed = fromCallback<EventObject>(({ sendBack }) => {
  const user = readUser();
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = () => {
    const token = readToken() || user?.token || '';
    if (!token || typeof WebSocket === 'undefined') return;
    ws = new WebSocket(socketUrl(`${messageSocketPath(user?.webTenId ?? 0, user?.webUserId ?? 0)}?token=${encodeURIComponent(token)}`));
    ws.onmessage = (e) => {
      const signal = typeof e.data === 'string' ? parseSignalFrame(e.data) : null;
      if (signal) sendBack({ type: 'signal.changed', signal });
    };
    ws.onclose = () => {
      if (!stopped) timer = setTimeout(open, REOPEN_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (ws) {
      ws.onmessage = ws.onclose = null;
      ws.close(1000);
    }
  };
});

let audio: AudioContext | null = null;

/** Creates (or resumes) the audio context inside the click that turned the sound on. */
export function primeSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** Three short beeps (nothing when the sound was never readied by a click). */
export function alarmSound(): void {
  if (!audio || audio.state !== 'running') return;
  const t = audio.currentTime;
  for (let i = 0; i < 3; i += 1) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(audio.destination);
    osc.start(t + i * 0.35);
    osc.stop(t + i * 0.35 + 0.2);
  }
}
