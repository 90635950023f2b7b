// Shared setup for the console's unit tests (jsdom).
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Files share one module graph and one DOM per worker (vitest.config.ts, isolate: false): each
// file leaves them as a fresh one would find them, whatever its tests did.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  for (const a of [...document.documentElement.attributes]) if (a.name !== 'lang') document.documentElement.removeAttribute(a.name);
  document.title = '';
  window.history.replaceState(null, '', '/');
});
