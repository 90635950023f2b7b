// Texts of the channel monitor (docs/schedule.md).
export const monitorText = {
  title: '通道监控',
  refresh: '刷新',
  total: (n: number) => `共 ${n} 个通道`,
  live: (n: number) => `直播中 ${n} 个`,
  empty: '暂无直播通道',
  failed: '通道列表读取失败',
  watch: '监看',
  watching: '监看中',
  playAddress: '播放地址',
  noSignal: (state: string) => `该通道当前没有直播信号（${state}）`,
  noAddress: '该通道没有可在浏览器播放的地址',
  pick: '请选择一个通道监看',
  sound: '声音提醒',
  lostSince: (at: string) => `自 ${at} 起没有直播信号`,
};
