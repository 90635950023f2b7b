// Layout of the 问政 and task screens beyond the interaction screens' shared one.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useQaStyles = makeStyles({
  /** The row a message's link points at. */
  focusRow: { backgroundColor: tokens.colorBrandBackground2 },
});
