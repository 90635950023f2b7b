// The header of a screen: its title (h2) on the left, its actions on the right.
import { makeStyles, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { listPageStyles } from './page-styles.js';

const useStyles = makeStyles({ header: listPageStyles.header });

export function PageHeader({ title, size = 500, children }: { title: ReactNode; size?: 500 | 600; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <Text as="h2" size={size} weight="semibold">
        {title}
      </Text>
      {children}
    </div>
  );
}
