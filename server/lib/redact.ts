// Keeps secrets out of the log: tokens and signatures travel in socket and media URLs
// (?token=, ?sig=), so main.ts logs every request URL through redactUrl().
/** A URL fit for the log: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|sig|signature)=)[^&#]*/gi, '$1[redacted]');
}
