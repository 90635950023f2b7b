// How a one-shot load shows while loading or after a failure.
import { Spinner, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { t } from './messages.js';

export function LoadView<T>({ load, children }: { load: { status: string; data: T | null; error: string | null }; children: (data: T) => ReactNode }) {
  if (load.status === 'active') return <Spinner label={t.loading} />;
  if (load.status === 'error' || load.data === null) return <Text role="alert">{load.error ?? t.loadFailed}</Text>;
  return <>{children(load.data)}</>;
}
