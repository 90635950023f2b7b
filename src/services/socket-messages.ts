// The spec's socket texts (§8), used by the socket statecharts' default actions.
export const socketText = {
  /** Socket error (spec §8). */
  error: 'socket服务异常，您可能收不到通知',
} as const;
