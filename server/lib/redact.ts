/** A URL fit for the log: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|sig|signature)=)[^&#]*/gi, '$1[redacted]');
}
