// The session area wired: the session machine with its real effects (src/services/session/effects.ts).
// The app runs it once for the whole console (<SessionContext.Provider logic={logic.session}>).
import { isValidLogin, loginValues } from '../../features/login/validate-login.js';
import { formMachine } from '../../machines/form.machine.js';
import { sessionMachine } from '../../machines/session.machine.js';
import { loginBranding, sessionEffects, sessionStore } from '../../services/session/effects.js';

export const sessionLogic = {
  session: sessionMachine.provide(sessionEffects),
  /** The login form: its validity is the login rules (spec §5); a valid submit logs in. */
  loginForm: formMachine.provide({ guards: { isValid: ({ context }) => isValidLogin(loginValues(context.values)) } }),
  /** The login page's branding loader (promise logic, input { routeDomain }). */
  loginBranding,
  /** The login page's stored domain name (read at start, the form's first value). */
  sessionStore,
};

declare module '../../ui/logic.js' {
  interface Logic {
    session: typeof sessionMachine;
    loginForm: typeof formMachine;
    loginBranding: typeof loginBranding;
    sessionStore: typeof sessionStore;
  }
}
