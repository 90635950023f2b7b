// Providers and the router: thin wiring only.
import { BrowserRouter } from 'react-router-dom';
import { InspectContext, type Inspect } from '../ui/inspect-context.js';
import { SessionContext } from '../ui/session-context.js';
import { ToastHost } from '../ui/toast-host.js';
import { AppRoutes } from './app-routes.js';
import { liveSessionMachine } from './session-logic.js';
import { ShellThemeProvider } from '../ui/theme-context.js';

export function App({ inspect }: { inspect?: Inspect }) {
  return (
    <InspectContext.Provider value={inspect}>
      <ShellThemeProvider>
        <SessionContext.Provider logic={liveSessionMachine} options={{ inspect }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ToastHost />
        </SessionContext.Provider>
      </ShellThemeProvider>
    </InspectContext.Provider>
  );
}
