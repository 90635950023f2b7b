// The TV channel form's rules (spec 000 §4): a name is required. Pure: the form machine's guard
// (src/app/wiring/schedule.ts) and the dialog use them.
import type { TvChannelForm } from '../../../shared/schedule-editor.js';

/** The channel fields of a form's values, trimmed (missing ones empty). */
export function tvChannelValues(values: Record<string, string>): TvChannelForm {
  return { liveTvName: (values.liveTvName ?? '').trim(), liveTvDesc: (values.liveTvDesc ?? '').trim() };
}

export function isValidTvChannel(values: Record<string, string>): boolean {
  return tvChannelValues(values).liveTvName !== '';
}
