// The tenant's branding (title, logo, background, statement) as React state.
import { useSyncExternalStore } from 'react';
import { getBranding, subscribeBranding, type Branding } from '../services/branding.js';

export function useBranding(): Branding {
  return useSyncExternalStore(subscribeBranding, getBranding);
}
