// <CopyText value="rtmp://…" label="播放地址" />: the one copy-to-clipboard part (spec 000 §8).
// Shows the value (monospace, selectable; `—` when empty) and a 复制 button; the button sends the
// value to the clipboard machine (useLogic('clipboardCopy')), which says 复制成功, or warns
// 复制内容为空 for empty content. `hideValue` shows only the button (e.g. beside a link).
import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useActorRef } from '@xstate/react';
import { useInspect } from './inspect-context.js';
import { useLogic } from './logic.js';
import { commonMessages } from './messages.js';

const useStyles = makeStyles({
  row: { display: 'inline-flex', alignItems: 'center', gap: '2px', maxWidth: '100%' },
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: '12px', wordBreak: 'break-all', userSelect: 'all' },
});

export interface CopyTextProps {
  /** What is copied (and shown). */
  value: string | null | undefined;
  /** What the value is, for the button's accessible name: 复制<label>. */
  label: string;
  hideValue?: boolean;
}

export function CopyText({ value, label, hideValue = false }: CopyTextProps) {
  const styles = useStyles();
  const copier = useActorRef(useLogic('clipboardCopy'), { inspect: useInspect() });
  const name = commonMessages.copyOf(label);
  return (
    <span className={styles.row} data-testid="copy-text">
      {hideValue ? null : <span className={styles.value}>{value || '—'}</span>}
      <Tooltip content={name} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<CopyRegular />}
          data-testid="copy-button"
          onClick={() => copier.send({ type: 'copy.request', text: value })}
        />
      </Tooltip>
    </span>
  );
}
