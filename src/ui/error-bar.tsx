// A failure or refusal told in an error bar above a panel, a form or a dialog's fields; nothing
// when there is none. A failed load that offers 重试 is LoadFailedBar (paged-table.tsx); a list
// tells of its problems with ListProblem.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function ErrorBar({ text }: { text: ReactNode }) {
  return text ? (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  ) : null;
}
