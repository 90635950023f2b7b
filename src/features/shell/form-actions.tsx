// 保存 and 还原 under a settings form of the form machine (form.submit / form.reset); both wait
// while a save runs, and 保存 spins.
import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import { personMessages as m } from './messages.js';

const useStyles = makeStyles({ actions: { display: 'flex', gap: '8px' } });

export function FormActions({ busy, send }: { busy: boolean; send: (event: { type: 'form.submit' } | { type: 'form.reset' }) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined} onClick={() => send({ type: 'form.submit' })}>
        {m.save}
      </Button>
      <Button disabled={busy} onClick={() => send({ type: 'form.reset' })}>
        {m.reset}
      </Button>
    </div>
  );
}
