// A screen whose data could not be loaded: the error (or 加载失败), 重试 and a way back.
import { Button, makeStyles } from '@fluentui/react-components';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';
import { ErrorBar } from './error-bar.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '4px' },
  row: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
});

export function LoadFailed({ error, onRetry, onBack, backLabel = '返回列表' }: { error: string; onRetry: () => void; onBack: () => void; backLabel?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <ErrorBar text={error || COMMON_MESSAGES.loadFailed} />
      <div className={styles.row}>
        <Button onClick={onRetry}>重试</Button>
        <Button onClick={onBack}>{backLabel}</Button>
      </div>
    </div>
  );
}
