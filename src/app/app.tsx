// Providers and the router: thin wiring only.
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { InspectContext, type Inspect } from '../ui/inspect-context.js';
import { SessionContext } from '../ui/session-context.js';
import { ToastHost } from '../ui/toast-host.js';
import { AppRoutes } from './app-routes.js';
import { ShellThemeProvider } from '../ui/theme-context.js';
import { LogicContext, LogicLoaderContext } from '../ui/logic.js';
import { firstLogic, loadAreaLogic, logic } from './logic.js';

/** The app; onStarted runs once the session actor has started (its restore calls are out). */
export function App({ inspect, onStarted }: { inspect?: Inspect; onStarted?: () => void }) {
  // a parent's effect runs after its children's: the session provider's actor has started by now;
  // a task later, its calls (queued in promise jobs) have been sent
  useEffect(() => {
    if (!onStarted) return;
    const t = setTimeout(onStarted, 0);
    return () => clearTimeout(t);
  }, [onStarted]);
  return (
    <InspectContext.Provider value={inspect}>
      <LogicContext.Provider value={logic}>
      <LogicLoaderContext.Provider value={loadAreaLogic}>
      <ShellThemeProvider>
        <SessionContext.Provider logic={firstLogic.session} options={{ inspect }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ToastHost />
        </SessionContext.Provider>
      </ShellThemeProvider>
      </LogicLoaderContext.Provider>
      </LogicContext.Provider>
    </InspectContext.Provider>
  );
}
