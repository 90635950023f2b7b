// What the live server's hooks decide (docs/live-hooks.md). Viewers know only the play key; the
// encoder knows the stream (push) key. Two ways to publish, one per live server:
// - nginx-rtmp: the encoder pushes to `…/live/<streamKey>`; on_publish answers 302 with
//   `Location: <playKey>`, and nginx-rtmp publishes the stream (and writes HLS) under the play key.
// - SRS (no renaming): the encoder pushes to `…/live/<playKey>?key=<streamKey>`; on_publish allows
//   it when the key belongs to that play key.
// Anything else is refused: pushing under a play key without its stream key (hijacking), pushing
// under a stream key where the server cannot rename it (HLS would reveal the key), playing under
// a stream key, unknown names.
import type { FastifyInstance } from 'fastify';
import { livePublicSecret, playKeyOf } from './live-public.js';
import { CHANNEL_TEXTS as C } from './channel-messages.js';

export type HookDecision =
  | { allow: true; rename?: string; msg: string; channel?: { id: number; tenant_id: number } }
  | { allow: false; status: 403 | 404; msg: string };

export interface HookCall {
  name: string;
  key: string;
  /** The server can rename the published stream (nginx-rtmp answers to a 3xx). */
  canRename: boolean;
}

interface PushChannel {
  id: number;
  tenant_id: number;
  stream_key: string;
}

const CACHE_MS = 5_000;
const cache = new WeakMap<FastifyInstance, { at: number; byPlay: Map<string, PushChannel> }>();

/** The push channel whose play key this is (the map is rebuilt at most every few seconds). */
async function byPlayKey(app: FastifyInstance, playKey: string): Promise<PushChannel | undefined> {
  const hit = cache.get(app);
  const fresh = hit && Date.now() - hit.at < CACHE_MS ? hit : undefined;
  const lookup = async () => {
    const secret = await livePublicSecret(app);
    const byPlay = new Map<string, PushChannel>();
    for (const c of await app.repos.liveChannels.pushKeys()) byPlay.set(playKeyOf(secret, c.tenant_id, c.stream_key), c);
    const entry = { at: Date.now(), byPlay };
    cache.set(app, entry);
    return entry;
  };
  const found = (fresh ?? (await lookup())).byPlay.get(playKey);
  // A channel created since the map was built: look again once.
  if (!found && fresh) return (await lookup()).byPlay.get(playKey);
  return found;
}

const tooLong = (s: string) => !s || s.length > 128;

export async function decidePublish(app: FastifyInstance, call: HookCall): Promise<HookDecision> {
  if (tooLong(call.name)) return { allow: false, status: 403, msg: C.streamNameInvalid };
  const byKey = await app.repos.liveChannels.byStreamKey(call.name);
  if (byKey) {
    if (!call.canRename) return { allow: false, status: 403, msg: C.cannotRename };
    const secret = await livePublicSecret(app);
    return { allow: true, rename: playKeyOf(secret, byKey.tenant_id, byKey.stream_key), msg: C.publishRenamed, channel: byKey };
  }
  const channel = await byPlayKey(app, call.name);
  if (channel && call.key && call.key === channel.stream_key) return { allow: true, msg: C.publishAllowed, channel };
  return { allow: false, status: 403, msg: C.streamKeyWrong };
}

export async function decidePlay(app: FastifyInstance, call: HookCall): Promise<HookDecision> {
  if (tooLong(call.name)) return { allow: false, status: 404, msg: C.streamNotFound };
  if (await byPlayKey(app, call.name)) return { allow: true, msg: C.playAllowed };
  return { allow: false, status: 404, msg: C.streamNotFound };
}

/**
 * A publish ended (nginx-rtmp on_publish_done, SRS on_unpublish): the channel whose stream it was,
 * named by its play key (what nginx-rtmp renamed it to, what SRS publishes under) or its stream key.
 */
export async function decideUnpublish(app: FastifyInstance, call: HookCall): Promise<HookDecision> {
  if (tooLong(call.name)) return { allow: false, status: 404, msg: C.streamNotFound };
  const channel = (await byPlayKey(app, call.name)) ?? (await app.repos.liveChannels.byStreamKey(call.name));
  if (channel) return { allow: true, msg: C.publishEnded, channel };
  return { allow: false, status: 404, msg: C.streamNotFound };
}

/** The `key` of an SRS `param` ("?key=…&…") or of nginx-rtmp's forwarded arguments. */
export function keyOf(body: { key?: string; param?: string }): string {
  if (body.key) return body.key;
  const param = body.param ?? '';
  return new URLSearchParams(param.startsWith('?') ? param.slice(1) : param).get('key') ?? '';
}
