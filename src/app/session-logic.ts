// The session machine wired to the browser: real http calls, storage, toasts and page loads.
import { sessionMachine } from '../machines/session.machine.js';
import { sessionEffects } from '../services/session-effects.js';

export const liveSessionMachine = sessionMachine.provide(sessionEffects);
