// The one form dialog of the console: a title, the fields (children), an optional error line and
// 取消 / 保存 (or another submit label). Enter in a field submits; the submit button is disabled
// and spins while `busy`; closing it (Esc, 取消) calls onClose. Screens keep their own state.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { commonMessages } from './messages.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  error: { color: tokens.colorPaletteRedForeground1, marginTop: '8px' },
});

export interface FormDialogProps {
  /** Shown when true; a closed dialog renders nothing. */
  open?: boolean;
  title: ReactNode;
  /** The form's accessible name, when the title alone is not enough for tests and readers. */
  ariaLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  /** A save is under way: the submit button is disabled and shows a spinner. */
  busy?: boolean;
  /** The submit button is disabled (e.g. nothing to save yet). */
  submitDisabled?: boolean;
  /** The cancel button is disabled (e.g. while a request cannot be abandoned). */
  cancelDisabled?: boolean;
  /** A form-level error under the fields (role="alert"). */
  error?: string | null;
  submitLabel?: string;
  cancelLabel?: string;
  /** Browser validation off (default): the machine's own messages show instead. */
  noValidate?: boolean;
  /** The content is a column of fields unless `plainContent`. */
  plainContent?: boolean;
  surfaceStyle?: CSSProperties;
  surfaceClassName?: string;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { open = true, title, ariaLabel, onSubmit, onClose, busy = false, submitDisabled = false, cancelDisabled = false, error } = props;
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={props.surfaceStyle} className={props.surfaceClassName}>
        {open ? (
          <form
            noValidate={props.noValidate ?? true}
            aria-label={ariaLabel}
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={props.plainContent ? undefined : styles.content}>
                {props.children}
                {error ? (
                  <Text block className={styles.error} role="alert">
                    {error}
                  </Text>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button type="button" onClick={onClose} disabled={cancelDisabled}>
                  {props.cancelLabel ?? commonMessages.cancel}
                </Button>
                <Button type="submit" appearance="primary" disabled={busy || submitDisabled} icon={busy ? <Spinner size="tiny" /> : undefined}>
                  {props.submitLabel ?? commonMessages.save}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
