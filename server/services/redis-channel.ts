// One Redis pub/sub channel shared by every server instance (REDIS_URL): the auth cache's
// invalidations and the realtime hub's frames travel over it (docs/deployment.md).
import { Redis } from 'ioredis';

type Log = { warn: (obj: object, msg: string) => void };

/** One Redis pub/sub channel the server instances share (auth-cache invalidations, realtime events). */
export interface RedisChannel {
  /** Sends a message (as JSON) to every instance, this one included. */
  publish(message: unknown): Promise<void>;
  /** Resolves when the subscription stands. */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a publishing and a subscribing connection to `url` and subscribes to `channel`: each
 * message is parsed and handed to `receive` (one that is not JSON is logged as `labels.bad` and
 * dropped); connection errors are logged as `labels.error`; `onReady` runs on every (re)connect
 * of the subscriber.
 */
export function redisChannel<T>(
  url: string,
  channel: string,
  options: { log: Log; labels: { error: string; bad: string }; receive: (message: T) => void; onReady?: () => void },
): RedisChannel {
  const { log, labels, receive, onReady } = options;
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false });
  for (const r of [pub, sub]) r.on('error', (err) => log.warn({ err }, labels.error));
  sub.on('message', (_channel: string, raw: string) => {
    try {
      receive(JSON.parse(raw) as T);
    } catch (err) {
      log.warn({ err }, labels.bad);
    }
  });
  if (onReady) sub.on('ready', onReady);
  return {
    publish: async (message) => void (await pub.publish(channel, JSON.stringify(message))),
    subscribed: sub.subscribe(channel).then(() => undefined),
    async close() {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}
