// A tenant feature switch as the shell last cached it (spec 001 §1: switches are read on start
// and cached; main-layout's settings loader refreshes them at sign-in).
import { readSwitches, type Switches } from '../services/tenant-switches.js';

export function readTenantSwitch(key: keyof Switches): boolean {
  return readSwitches()[key] === true;
}
