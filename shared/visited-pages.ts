// The pages a user opened, as the shell's tabs and the stored `visited` list keep them.

/** Login pages and the screen list are never recorded (spec: navigation guard). */
export function isRecordable(path: string): boolean {
  return !path.includes('/login') && path !== '/screenList';
}
