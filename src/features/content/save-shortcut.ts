// Ctrl+S (Cmd+S on a Mac) in the editor: the browser's "save page" is prevented and the editor
// machine gets the same event as 保存草稿 (draft.save), which saves at once.
import { useEffect } from 'react';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Ctrl+S or Cmd+S (with or without Shift), not AltGr combinations. */
export function isSaveShortcut(e: Keys): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's';
}

/** While mounted, Ctrl+S / Cmd+S anywhere on the page sends `draft.save` to `target`. */
export function useSaveShortcut(target: { send(event: { type: 'draft.save' }): void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return;
      e.preventDefault();
      target.send({ type: 'draft.save' });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [target]);
}
