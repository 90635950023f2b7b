// Model configuration of the live machines (docs/schedule.md): the channel monitor, the public
// programme guide and the week view of a channel's lists (100% of states and transitions). Spread into modelConfigs.
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const LIVE_DESIGN_CARD = ['channelMonitor', 'programmeGuide', 'scheduleWeek'];

const passageway = (id: number, type: number, state: number) => ({
  passagewayId: id, livePwName: `通道${id}`, passagewayType: type, passagewayState: state, liveRtmpPlayPath: '', liveHlsPlayPath: `http://h/live/${id}.m3u8`,
  livePushPath: '', livePullPath: '', port: 10000 + id, streamKey: 'k', serverId: 1, serverName: '主服务器', equipment: '', description: '',
  selectable: (type === 0 && state === 2) || (type === 1 && state === 1), type: 1, createTime: 0, updateTime: 0,
});
const entry = (name: string, start: string, end: string) => ({
  liveTvId: 1, livePlayDay: '20261126', livePlayTime: `2026-11-26 ${start}`, liveEndTime: `2026-11-26 ${end}`, livePlaybackFlag: 0, liveProgramId: 1,
  liveProgramName: name, liveProgramTimeLength: 3600, liveProgramType: 0, liveTvType: 3, liveProgramAddresstype: 1, liveProgramAddress: '/v/1',
  startTime: start, endTime: end, fileDuration: 3600,
});

export const liveModelConfigs: Record<string, ModelConfig> = {
  channelMonitor: {
    outputs: {
      loadChannels: [
        { channels: [passageway(1, 0, 0), passageway(2, 1, 1)], signals: [{ passagewayId: 1, state: 'up', since: 1 }] },
        { channels: [], signals: [] },
      ],
    },
    errors: { loadChannels: [new Error('通道列表读取失败')] },
    events: {
      'channel.watch': [{ passagewayId: 1 }, { passagewayId: 99 }],
      'signal.changed': [{ signal: { passagewayId: 1, state: 'down', since: 2 } }, { signal: { passagewayId: 1, state: 'up', since: 3 } }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.channels.length, s.context.watching, s.context.error !== null, s.context.sound, s.context.signals[1]?.state ?? null, s.context.recovered]),
  },
  programmeGuide: {
    variants: [
      { name: '公开频道', input: { domainName: 'demo', liveTvId: 1 } },
      { name: '地址不全', input: { domainName: '', liveTvId: 0 } },
    ],
    outputs: {
      loadGuide: [{ liveTvId: 1, liveTvName: '综合频道', liveKind: 6, livePlayDay: '20261126', list: [entry('午间', '12:00:00', '13:00:00')], now: entry('午间', '12:00:00', '13:00:00'), next: null, at: 0 }],
    },
    errors: { loadGuide: [new Error('电视频道不存在')] },
    serializeState: (s) => JSON.stringify([s.value, s.context.guide?.now?.liveProgramName ?? null, s.context.error !== null]),
  },
  scheduleWeek: {
    // today in another week than the one asked for: 本周 can be taken
    input: { liveTvId: 1, day: '20261130', today: '20261126' },
    outputs: {
      loadWeek: [{ days: [{ day: '20261130', entries: [{ startTime: '19:00:00', endTime: '19:30:00', liveProgramName: '新闻联播', fixedStart: 1, liveProgramAddresstype: 1 }], seconds: 1800, gaps: 68400, revision: 1 }] }],
      loadChannelName: ['综合频道'],
      loadEditable: [true],
    },
    errors: { loadWeek: [new Error('电视频道不存在')] },
    serializeState: (s) => JSON.stringify([s.value, s.context.monday, s.context.days.length, s.context.error !== null]),
  },
};
