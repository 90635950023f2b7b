// Effects of the channel monitor and the public programme guide (src/machines/channel-monitor,
// programme-guide). Provided once, in src/app/wiring/live-monitor.ts.
import { fromPromise } from 'xstate';
import type { GuideQuery } from '../../../shared/live-kinds.js';
import { getAllPassageways, getProgrammeGuide } from '../api/live-guide-api.js';

export const liveMonitorEffects = {
  channelMonitor: {
    actors: { loadChannels: fromPromise(() => getAllPassageways()) },
  },
  programmeGuide: {
    actors: { loadGuide: fromPromise(({ input }: { input: GuideQuery }) => getProgrammeGuide(input.domainName, input.liveTvId)) },
  },
};
