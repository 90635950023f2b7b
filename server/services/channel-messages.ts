// Chinese texts of the live channels' answers on the server (passageways, live servers and ports,
// the live view, the streaming server's publish/play hooks), one place; the ones the console
// shows too come from shared/media-texts.ts.
import { channelMessages } from '../../shared/media-texts.js';

export const CHANNEL_TEXTS = {
  notFound: '直播通道不存在',
  serverNotFound: '直播服务器不存在',
  beginTimeInvalid: '开始时间(beginTime)格式不正确',
  noFreePort: '该服务器没有空闲端口',
  nameTaken: '通道名称已存在',
  pullRequired: channelMessages.pullRequired,
  portRange: (min: number, max: number) => `端口需在 ${min}–${max} 之间`,
  portTaken: '端口已被占用',
  tooMany: '直播通道数量已达上限',
  // the streaming server's hooks (the answer's msg is logged by the streaming server)
  streamNameInvalid: '推流名称不正确',
  cannotRename: '该直播服务器不能改名发布：请以“播放密钥?key=推流密钥”推流',
  publishRenamed: '允许推流，以播放密钥发布',
  publishAllowed: '允许推流',
  streamKeyWrong: '推流密钥不正确',
  streamNotFound: '直播流不存在',
  playAllowed: '允许播放',
  publishEnded: '推流已结束',
} as const;
