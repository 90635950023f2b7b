// The channel monitor's live signals (docs/signal.md): the call that reads them, a socket of its
// own on the user's message-centre address that passes on the { liveSignal } frames
// (message-frames.ts, reopened when it closes), and the alarm sound.
import { fromCallback, type EventObject } from 'xstate';
import { parseSignalFrame, type LiveSignalAnswer } from '../../../shared/live-signal.js';
import { get } from '../http.js';
import { messageFrames } from '../message-frames.js';

export const getLiveSignals = () => get<LiveSignalAnswer>('/api/web-manager/live/signal');

/** The socket's signal frames as `signal.changed` events, while the monitor is open. */
export const signalFeed = fromCallback<EventObject>(({ sendBack }) =>
  messageFrames((text) => {
    const signal = parseSignalFrame(text);
    if (signal) sendBack({ type: 'signal.changed', signal });
  }),
);

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
