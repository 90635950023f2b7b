// The React handle on the one session actor. The app gives it the wired machine
// (<SessionContext.Provider logic={liveSessionMachine}>); tests give one with swapped effects.
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/session.machine.js';

export const SessionContext = createActorContext(sessionMachine);
