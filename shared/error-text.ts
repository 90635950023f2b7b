// The one way to turn a thrown value into the text a screen shows: an Error's message (the
// server's Chinese `msg` for envelope errors, see src/services/http.ts), anything else as text.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
