// The real login screen rendered for a test (the unit test beside the page, the model test of the
// session paths): the providers the app gives it, and the session statechart with no stored
// token, whose login calls wait in `held` for the test to settle them; routes never load and the
// session signals stay silent.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { MenuRecord, SessionUser } from '../../shared/api.js';
import LoginPage from '../../src/features/login/login-page.js';
import { sessionMachine, type Credentials } from '../../src/machines/session.machine.js';
import { SessionContext } from '../../src/ui/session-context.js';
import { sessionLogic } from '../../src/app/wiring/session.js';
import { LogicContext, type Logic } from '../../src/ui/logic.js';

/** A login call the test has not answered yet. */
export interface HeldLogin {
  input: Credentials;
  resolve: (user: SessionUser) => void;
  reject: (error: unknown) => void;
}

type SessionActions = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actions']>;

export function renderLoginScreen(held: HeldLogin[], opts: { path?: string; logic?: Partial<Logic>; actions?: SessionActions } = {}) {
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<SessionUser, Credentials>(({ input }) => new Promise((resolve, reject) => held.push({ input, resolve, reject }))),
      loadRoutes: fromPromise<MenuRecord[]>(() => new Promise(() => undefined)),
      sessionSignals: fromCallback<EventObject>(() => undefined),
    },
    guards: { hasToken: () => false },
    ...(opts.actions ? { actions: opts.actions } : {}),
  });
  return render(
    <FluentProvider theme={webLightTheme}>
      <LogicContext.Provider value={opts.logic ?? sessionLogic}>
      <SessionContext.Provider logic={machine}>
        <MemoryRouter initialEntries={[opts.path ?? '/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/login/:domain" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
      </LogicContext.Provider>
    </FluentProvider>,
  );
}
