// Form bodies and query strings: plain objects become URLSearchParams, arrays are comma-joined
// (`comMicsIds=1,2,3`), null and undefined are left out, nested objects are sent as JSON text.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
}

function encodeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(encodeValue).join(',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function toSearchParams(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    params.append(key, encodeValue(value));
  }
  return params;
}
