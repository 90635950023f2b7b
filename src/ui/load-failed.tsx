// A screen whose data could not be loaded: the error (or 加载失败), 重试 and a way back.
import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '4px' },
  row: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
});

export function LoadFailed({ error, onRetry, onBack, backLabel = '返回列表' }: { error: string; onRetry: () => void; onBack: () => void; backLabel?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <MessageBar intent="error">
        <MessageBarBody>{error || COMMON_MESSAGES.loadFailed}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        <Button onClick={onRetry}>重试</Button>
        <Button onClick={onBack}>{backLabel}</Button>
      </div>
    </div>
  );
}
