// A refusal or failure said under a form or a panel (role="alert"); nothing when there is none.
import { Text } from '@fluentui/react-components';

export function AlertText({ text, className }: { text: string | null | undefined; className?: string }) {
  return text ? (
    <Text role="alert" className={className}>
      {text}
    </Text>
  ) : null;
}
