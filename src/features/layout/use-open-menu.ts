// Performs the menu-opening rule (nav-model.ts menuOpening) for a menu item or shortcut entry.
import { useCallback } from 'react';
import { getWebTerminalUrl } from '../../services/api/shell-api.js';
import { menuOpening, type MenuOpening } from './nav-model.js';
import { useGuardedNavigate } from './use-guarded-navigate.js';

type Openable = Parameters<typeof menuOpening>[0];

export function useOpenMenu(): (item: Openable) => MenuOpening {
  const navigate = useGuardedNavigate();
  return useCallback(
    (item: Openable) => {
      const opening = menuOpening(item);
      if (opening.kind === 'navigate') navigate(opening.to);
      else if (opening.kind === 'open') {
        if (opening.newWindow) window.open(opening.url, '_blank', 'noopener');
        else window.location.assign(opening.url);
      } else {
        // the window is opened at the click (popup blockers), its address set when the server answers
        const win = window.open('about:blank', '_blank');
        getWebTerminalUrl()
          .then(({ url }) => {
            if (win) win.location.href = url;
            else window.open(url, '_blank', 'noopener');
          })
          .catch(() => win?.close());
      }
      return opening;
    },
    [navigate],
  );
}
