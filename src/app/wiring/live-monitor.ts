// The channel monitor and the public programme guide wired (docs/schedule.md).
import { channelMonitorMachine } from '../../machines/channel-monitor.machine.js';
import { programmeGuideMachine } from '../../machines/programme-guide.machine.js';
import { liveMonitorEffects as e } from '../../services/live-monitor/effects.js';

export const liveMonitorLogic = {
  channelMonitor: channelMonitorMachine.provide(e.channelMonitor),
  programmeGuide: programmeGuideMachine.provide(e.programmeGuide),
};

declare module '../../ui/logic.js' {
  interface Logic {
    channelMonitor: typeof channelMonitorMachine;
    programmeGuide: typeof programmeGuideMachine;
  }
}
