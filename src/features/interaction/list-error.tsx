// The error line above an interaction list: a failed load with its retry button, or the message
// of a refused step.
import { Button, Text } from '@fluentui/react-components';
import { useInteractionStyles } from './interaction-styles.js';
import { interactionText as t } from './messages.js';

export function ListError({ failed, error, onRetry }: { failed: boolean; error: string; onRetry: () => void }) {
  const styles = useInteractionStyles();
  if (failed) {
    return (
      <div className={styles.actions}>
        <Text className={styles.error} role="alert">{t.loadFailed}：{error}</Text>
        <Button onClick={onRetry}>{t.retry}</Button>
      </div>
    );
  }
  return error ? <Text className={styles.error} role="alert">{error}</Text> : null;
}
