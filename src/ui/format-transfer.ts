// Transfer speed and remaining time for the uploaders.
import { formatBytes } from './format-bytes.js';

/** 1536 → '1.5K/s'; null or 0 → '—'. */
export function formatSpeed(bytesPerSecond: number | null): string {
  return bytesPerSecond && bytesPerSecond > 0 ? `${formatBytes(bytesPerSecond)}/s` : '—';
}

/** Seconds left as 时/分/秒: 75 → '1分15秒', 3725 → '1时2分'; null → '—'. */
export function formatEta(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.ceil(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) return `${h}时${m}分`;
  if (m) return `${m}分${s % 60}秒`;
  return `${s}秒`;
}
