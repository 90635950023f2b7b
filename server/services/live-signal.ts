// The live signal of each push channel, and of each pulling pull channel when SIGNAL_PULL=1
// (docs/signal.md). Two sources:
// - the checker: every SIGNAL_CHECK_MS each instance reads every push channel's HLS playlist
//   (`<playKey>.m3u8` in SIGNAL_HLS_DIR, or under SIGNAL_HLS_URL), and with SIGNAL_PULL=1 each
//   pull channel's own HTTP(S) .m3u8 source; missing, ended, or not moved for SIGNAL_STALE_MS is
//   'down', moved within it is 'up'. Nothing configured: the checker is off.
// - the live server's hooks (routes/web-manager/live-hook.ts): on_publish 'up', on_unpublish 'down'.
// The check runs per instance; the change is what is deduplicated: it is one conditional update of
// live_signals (repositories/live-signals.ts), so one instance makes it and only that one sends the
// socket frame and the 预警 messages. Messages go out on up → down and down → up only (not from
// 'unknown', so a restart or a channel never pushed to alarms nobody).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { LiveSignalRow } from '../repositories/live-signals.js';
import { SIGNAL_TEXT, type LiveSignalFrame, type LiveSignalState, type SignalCheckerMode } from '../../shared/live-signal.js';
import { CHANNEL_MONITOR_PATH } from '../../shared/live-kinds.js';
import { beijingText } from '../../shared/time.js';
import { livePublicSecret, playKeyOf } from './live-public.js';
import { notify } from './notify.js';

/** The menus whose holders get the 预警 messages: 直播通道 and 通道监控. */
export const SIGNAL_RECIPIENT_MENUS = ['/contentManagement/cloudLiveBroadcast/channel', CHANNEL_MONITOR_PATH] as const;
/** 预警 in the message centre (shared/message-types.ts). */
const WARNING_TYPE = 7;
/** Playlists read at once in URL mode. */
const URL_CONCURRENCY = 8;

export function signalMode(config: Config): SignalCheckerMode {
  if (config.signal?.dir) return 'dir';
  if (config.signal?.baseUrl) return 'url';
  return config.signal?.pull ? 'pull' : 'off';
}

/** Whether pull channels' own sources are read too (SIGNAL_PULL=1). */
const pullChecked = (config: Config) => config.signal?.pull === true;
/** The most of a playlist read: a live HLS playlist is a few KB; anything larger is not one. */
const PLAYLIST_MAX_BYTES = 256 * 1024;

export const signalStaleMs = (config: Config) => config.signal?.staleMs ?? 6000;

/** What one look at a playlist found: missing (or ended), moved last at `movedAt`, or not known yet. */
type Probe = { kind: 'missing' } | { kind: 'seen'; movedAt: number } | { kind: 'undecided' };

/** URL mode: what each instance saw of each playlist (its fingerprint and when it last changed). */
const seen = new WeakMap<FastifyInstance, Map<string, { fp: string; firstAt: number; movedAt: number | null }>>();

async function probeDir(dir: string, playKey: string): Promise<Probe> {
  try {
    const s = await stat(path.join(dir, `${playKey}.m3u8`));
    return { kind: 'seen', movedAt: s.mtimeMs };
  } catch {
    return { kind: 'missing' };
  }
}

/** The media sequence and the newest segment: what moves while a stream is live. */
function fingerprint(playlist: string): string | null {
  if (!playlist.startsWith('#EXTM3U') || playlist.includes('#EXT-X-ENDLIST')) return null;
  const lines = playlist.split(/\r?\n/).map((l) => l.trim());
  const seq = lines.find((l) => l.startsWith('#EXT-X-MEDIA-SEQUENCE:')) ?? '';
  const last = lines.filter((l) => l && !l.startsWith('#')).pop() ?? '';
  return `${seq}|${last}`;
}

/** A playlist's text, or null (not 200, redirected, too large, not answering within the time). */
async function readPlaylist(url: string, staleMs: number): Promise<string | null> {
  try {
    // no redirects: a source address is read where it says, nowhere else
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(Math.min(staleMs, 5000)) });
    if (res.status !== 200 || Number(res.headers.get('content-length') ?? 0) > PLAYLIST_MAX_BYTES) return null;
    const text = await res.text();
    return text.length > PLAYLIST_MAX_BYTES ? null : text;
  } catch {
    return null;
  }
}

/** URL mode and pull sources: a playlist is live while its fingerprint moves (`key` names it in this instance's memory). */
async function probeUrl(app: FastifyInstance, url: string, key: string, now: number, staleMs: number): Promise<Probe> {
  const text = await readPlaylist(url, staleMs);
  const fp = text === null ? null : fingerprint(text);
  const playKey = key;
  let memo = seen.get(app);
  if (!memo) seen.set(app, (memo = new Map()));
  if (fp === null) {
    memo.delete(playKey);
    return { kind: 'missing' };
  }
  const before = memo.get(playKey);
  if (!before) {
    // First look on this instance: no evidence of movement yet.
    memo.set(playKey, { fp, firstAt: now, movedAt: null });
    return { kind: 'undecided' };
  }
  if (before.fp !== fp) {
    memo.set(playKey, { fp, firstAt: before.firstAt, movedAt: now });
    return { kind: 'seen', movedAt: now };
  }
  if (before.movedAt !== null) return { kind: 'seen', movedAt: before.movedAt };
  return now - before.firstAt > staleMs ? { kind: 'seen', movedAt: before.firstAt } : { kind: 'undecided' };
}

/**
 * The state a probe calls for, or null to leave the channel as it is. A state just set (by a
 * hook or a check) holds for `staleMs`: a publish hook's 'up' is not undone before the server
 * has written its first playlist; a 'down' is left only for a playlist that moved after it began
 * (so an unpublish hook is not undone by the playlist it left behind).
 */
export function decideSignal(current: Pick<LiveSignalRow, 'state' | 'since'> | undefined, probe: Probe, now: number, staleMs: number): LiveSignalState | null {
  if (probe.kind === 'undecided') return null;
  const fresh = probe.kind === 'seen' && now - probe.movedAt <= staleMs;
  const state = current?.state ?? 'unknown';
  if (!fresh) return state === 'up' && now - current!.since <= staleMs ? null : 'down';
  if (state === 'down' && probe.kind === 'seen' && probe.movedAt <= current!.since) return null;
  return 'up';
}

/** A pull channel's source, when it is an HTTP(S) address of an HLS playlist; else null. */
export function pullPlaylistUrl(source: string): string | null {
  try {
    const u = new URL(source);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.pathname.endsWith('.m3u8') && !u.username && !u.password ? u.toString() : null;
  } catch {
    return null;
  }
}

/** One check of every push channel (and pulling pull channel with SIGNAL_PULL=1) at `now` (the job
 *  calls it; tests call it with their clock). Answers how many changed. */
export async function checkSignals(app: FastifyInstance, now = Date.now()): Promise<number> {
  const mode = signalMode(app.config);
  if (mode === 'off') return 0;
  const staleMs = signalStaleMs(app.config);
  const current = new Map((await app.repos.liveSignals.all()).map((r) => [`${r.tenant_id}:${r.passageway_id}`, r]));
  const looks: { tenantId: number; id: number; probe: () => Promise<Probe> }[] = [];
  if (mode === 'dir' || mode === 'url') {
    const secret = await livePublicSecret(app);
    for (const c of await app.repos.liveChannels.pushKeys()) {
      const playKey = playKeyOf(secret, c.tenant_id, c.stream_key);
      if (!/^[A-Za-z0-9_-]+$/.test(playKey)) continue;
      looks.push({
        tenantId: c.tenant_id,
        id: c.id,
        probe: () => (mode === 'dir' ? probeDir(app.config.signal!.dir!, playKey) : probeUrl(app, `${app.config.signal!.baseUrl!}/${playKey}.m3u8`, playKey, now, staleMs)),
      });
    }
  }
  if (pullChecked(app.config)) {
    for (const c of await app.repos.liveChannels.pullSources()) {
      const url = pullPlaylistUrl(c.pull_url);
      if (url) looks.push({ tenantId: c.tenant_id, id: c.id, probe: () => probeUrl(app, url, `pull:${c.tenant_id}:${c.id}:${url}`, now, staleMs) });
    }
  }
  let changed = 0;
  const one = async (look: (typeof looks)[number]) => {
    const probe = await look.probe();
    const row = current.get(`${look.tenantId}:${look.id}`);
    const to = decideSignal(row, probe, now, staleMs);
    if (to && to !== (row?.state ?? 'unknown') && (await setSignal(app, look.tenantId, look.id, to, now))) changed += 1;
  };
  for (let i = 0; i < looks.length; i += URL_CONCURRENCY) await Promise.all(looks.slice(i, i + URL_CONCURRENCY).map(one));
  return changed;
}

/**
 * Moves a channel's signal to `state`. When this call made the change: a `{ liveSignal }` frame to
 * every staff socket of the tenant, and on up → down / down → up a 预警 message to the holders of
 * SIGNAL_RECIPIENT_MENUS. Answers whether it changed.
 */
export async function setSignal(app: FastifyInstance, tenantId: number, passagewayId: number, state: LiveSignalState, now = Date.now()): Promise<boolean> {
  const from = await app.repos.liveSignals.change(tenantId, passagewayId, state, now);
  if (from === null) return false;
  const frame: LiveSignalFrame = { liveSignal: { passagewayId, state, since: now } };
  try {
    await app.realtime?.publish({ kind: 'user', tenantId, userIds: 'all', data: JSON.stringify(frame) });
  } catch (err) {
    app.log.warn({ err }, 'signal frame not sent');
  }
  const lost = from === 'up' && state === 'down';
  const back = from === 'down' && state === 'up';
  if (!lost && !back) return true;
  const channel = await app.repos.liveChannels.get(tenantId, passagewayId);
  const name = channel?.name ?? String(passagewayId);
  const holders = await Promise.all(SIGNAL_RECIPIENT_MENUS.map((p) => app.repos.contentItems.holdersOf(tenantId, p)));
  const to = [...new Set(holders.flat())];
  if (to.length) {
    const at = beijingText(now);
    await notify(app, tenantId, to, {
      msgType: WARNING_TYPE,
      title: lost ? SIGNAL_TEXT.lostTitle(name) : SIGNAL_TEXT.recoveredTitle(name),
      viewContent: lost ? SIGNAL_TEXT.lostBody(name, at) : SIGNAL_TEXT.recoveredBody(name, at),
      link: CHANNEL_MONITOR_PATH,
    }).catch((err: unknown) => app.log.warn({ err }, 'signal message not sent'));
  }
  return true;
}

/** The tenant's push channels (and pull channels with an HLS source, with SIGNAL_PULL=1) with
 *  their signal ('unknown', since 0, when none is stored yet). */
export async function signalsOf(app: FastifyInstance, tenantId: number) {
  const stored = new Map((await app.repos.liveSignals.list(tenantId)).map((r) => [r.passageway_id, r]));
  const pull = pullChecked(app.config);
  const channels = (await app.repos.liveChannels.listWithServer(tenantId, 1000)).filter((c) => c.type === 0 || (pull && c.type === 1 && pullPlaylistUrl(c.pull_url) !== null));
  return {
    checker: { mode: signalMode(app.config), staleMs: signalStaleMs(app.config) },
    list: channels.map((c) => {
      const r = stored.get(c.id);
      return { passagewayId: c.id, state: r?.state ?? ('unknown' as const), since: Number(r?.since ?? 0) };
    }),
  };
}
