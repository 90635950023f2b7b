// A screen that is one card: a white panel with its title (h2) and a line that says what it is
// for, then its content (消息设置, 发送通知, 直播互动).
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '20px', boxShadow: tokens.shadow4, maxWidth: '640px' },
  wide: { maxWidth: '900px' },
});

export function CardSection({ title, hint, wide = false, children }: { title: ReactNode; hint: ReactNode; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, wide && styles.wide)}>
      <Text as="h2" size={500} weight="semibold" block>
        {title}
      </Text>
      <Text as="p" block style={{ margin: '8px 0 12px' }}>
        {hint}
      </Text>
      {children}
    </section>
  );
}
