// One toast at a time, callable from anywhere (machine actions, the http client).
// <ToastHost> (src/ui/toast-host.tsx) registers the sink that renders them with Fluent UI.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  type: ToastType;
  text: string;
  /** Milliseconds before the toast closes. */
  timeout: number;
}

export type ToastSink = (request: ToastRequest) => void;

/** The spec's generic toast: 2 seconds. */
export const TOAST_TIMEOUT = 2000;

let sink: ToastSink | null = null;
/** The last toast asked for before a host was mounted (one at a time, so only the last counts). */
let pending: ToastRequest | null = null;

/** Registers the renderer; returns the function that unregisters it. */
export function setToastSink(next: ToastSink): () => void {
  sink = next;
  if (pending) {
    const request = pending;
    pending = null;
    next(request);
  }
  return () => {
    if (sink === next) sink = null;
  };
}

export function showToast(text: string, type: ToastType = 'success', options: { timeout?: number } = {}): void {
  const request: ToastRequest = { type, text, timeout: options.timeout ?? TOAST_TIMEOUT };
  if (sink) sink(request);
  else pending = request;
}

type Shortcut = (text: string, options?: { timeout?: number }) => void;

export const toast: Record<ToastType, Shortcut> = {
  success: (text, options) => showToast(text, 'success', options),
  error: (text, options) => showToast(text, 'error', options),
  warning: (text, options) => showToast(text, 'warning', options),
  info: (text, options) => showToast(text, 'info', options),
};
