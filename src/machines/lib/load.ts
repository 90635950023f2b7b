// The `loading` state of a machine that loads one thing (the dashboard, a file's details, the
// storage overview): shared so each such machine writes only its effect's name.
import type { MachineContext } from 'xstate';
import { act } from './list.js';
import { errorText } from '../../../shared/error-text.js';

/**
 * `loading` of a machine that loads one thing into `data`: the error cleared on entry, the
 * effect `src` invoked, its output to `data` and on to `loaded`, a failure's text to `error` and
 * on to `failed`.
 */
export function loadingInto<C extends MachineContext & { data: unknown; error: string | null }>() {
  return <S extends string>(src: S) =>
    ({
      entry: act<C>(() => ({ error: null })),
      invoke: {
        src,
        onDone: { target: 'loaded', actions: act<C>(({ event }) => ({ data: event.output })) },
        onError: { target: 'failed', actions: act<C>(({ event }) => ({ error: errorText(event.error) })) },
      },
    }) as const;
}
