// The close/reload warning while a file transfer runs (spec §2): a component reports whether it
// transfers; src/services/transfer-guard.ts installs the beforeunload handler while any does.
import { useEffect, useId } from 'react';
import { setTransfersActive } from '../services/transfer-guard.js';

export function useTransferGuard(active: boolean): void {
  const owner = useId();
  useEffect(() => {
    setTransfersActive(active, owner);
    return () => setTransfersActive(false, owner);
  }, [active, owner]);
}
