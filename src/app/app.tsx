// Providers and the router: thin wiring only.
import { BrowserRouter } from 'react-router-dom';
import { InspectContext, type Inspect } from '../ui/inspect-context.js';
import { SessionContext } from '../ui/session-context.js';
import { ToastHost } from '../ui/toast-host.js';
import { AppRoutes } from './app-routes.js';
import { ShellThemeProvider } from '../ui/theme-context.js';
import { LogicContext } from '../ui/logic.js';
import { logic } from './logic.js';

export function App({ inspect }: { inspect?: Inspect }) {
  return (
    <InspectContext.Provider value={inspect}>
      <LogicContext.Provider value={logic}>
      <ShellThemeProvider>
        <SessionContext.Provider logic={logic.session} options={{ inspect }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ToastHost />
        </SessionContext.Provider>
      </ShellThemeProvider>
      </LogicContext.Provider>
    </InspectContext.Provider>
  );
}
