// The line above a list that tells of a failed load (加载失败：…, with 重试) or of a step the
// server refused (its message alone). Every list shows its problems this way, through ListScreen
// or the self-loading PagedTable.
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';

const useStyles = makeStyles({
  line: { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const listProblemText = { loadFailed: COMMON_MESSAGES.loadFailed, retry: COMMON_MESSAGES.retry } as const;

/** A failed load (with 重试), else the refusal of the last step, else nothing. */
export function ListProblem({ failed, error, onRetry }: ListProblemProps) {
  const styles = useStyles();
  if (failed) {
    return (
      <div className={styles.line}>
        <Text className={styles.error} role="alert">{error ? `${listProblemText.loadFailed}：${error}` : listProblemText.loadFailed}</Text>
        <Button onClick={onRetry}>{listProblemText.retry}</Button>
      </div>
    );
  }
  return error ? <Text className={styles.error} role="alert">{error}</Text> : null;
}

export interface ListProblemProps {
  /** The list's load failed (its machine is in `failed`). */
  failed: boolean;
  /** The load's error, or the text of a refused step shown while the list stays. */
  error: string;
  /** 重试: the list machine's `list.reload`. */
  onRetry: () => void;
}
