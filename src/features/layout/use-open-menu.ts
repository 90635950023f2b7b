// Performs the menu-opening rule (nav-model.ts menuOpening) for a menu item or shortcut entry:
// the navigator machine goes there (in-app, through the leave check), opens the outside address
// or the web terminal.
import { useCallback } from 'react';
import { menuOpening, type MenuOpening } from './nav-model.js';
import { NavigatorContext } from './shell-context.js';

type Openable = Parameters<typeof menuOpening>[0];

export function useOpenMenu(): (item: Openable) => MenuOpening {
  const navigator = NavigatorContext.useActorRef();
  return useCallback(
    (item: Openable) => {
      const opening = menuOpening(item);
      if (opening.kind === 'navigate') navigator.send({ type: 'nav.go', to: opening.to });
      else if (opening.kind === 'open') navigator.send({ type: 'nav.open', url: opening.url, newWindow: opening.newWindow });
      else navigator.send({ type: 'nav.terminal' });
      return opening;
    },
    [navigator],
  );
}
