// Rights changed while signed in (docs/realtime.md "Sockets"): when an administrator changes the
// menus or channel rights of a role, or the roles of a user, every message-centre socket of each
// user concerned (on every instance, through the realtime hub) gets one frame
//   { "rightsChanged": { "at": <epoch ms> } }
// and the console reloads the user's route tree and menus at once (session machine), closes the
// tabs of pages no longer allowed with a notice (tabs machine, shared/session-texts.ts) and, when
// the open page is one of them, lands on the user's home page.

export interface RightsChanged {
  /** When the change was stored (epoch ms). */
  at: number;
}

export interface RightsFrame {
  rightsChanged: RightsChanged;
}

/** The frame's text (serialised once per push). */
export const rightsFrame = (at: number): string => JSON.stringify({ rightsChanged: { at } } satisfies RightsFrame);

/** Whether a message-socket frame says that the user's rights changed. */
export function isRightsFrame(data: string): boolean {
  if (!data.startsWith('{"rightsChanged"')) return false;
  try {
    const v: unknown = JSON.parse(data);
    return !!v && typeof v === 'object' && 'rightsChanged' in v;
  } catch {
    return false;
  }
}
