// Effects of the channel monitor and the public programme guide (src/machines/channel-monitor,
// programme-guide). Provided once, in src/app/wiring/live-monitor.ts.
import { fromPromise } from 'xstate';
import type { GuideQuery } from '../../../shared/live-kinds.js';
import { getAllPassageways, getProgrammeGuide } from '../api/live-guide-api.js';
import { alarmSound, getLiveSignals, primeSound, signalFeed } from './signal-feed.js';

export const liveMonitorEffects = {
  channelMonitor: {
    actors: {
      loadChannels: fromPromise(async () => {
        const [channels, answer] = await Promise.all([getAllPassageways(), getLiveSignals()]);
        return { channels, signals: answer.list };
      }),
      signalFeed,
    },
    actions: { alarm: () => alarmSound(), primeSound: () => primeSound() },
  },
  programmeGuide: {
    actors: { loadGuide: fromPromise(({ input }: { input: GuideQuery }) => getProgrammeGuide(input.domainName, input.liveTvId)) },
  },
};
