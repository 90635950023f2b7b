// Spec §9: sizes are shown in B, K, M, G or T in steps of 1024.
const UNITS = ['B', 'K', 'M', 'G', 'T'] as const;

/** 0 → '0B', 1536 → '1.5K', 10485760 → '10M', 2.5 TiB → '2.5T'; at most two decimals, no trailing zeros. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 100) / 100);
  return `${text}${UNITS[unit]}`;
}

/** Seconds as H:MM:SS or M:SS (media durations). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0:00';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
