// The header of a screen: its title (h2) on the left, its actions on the right; a section inside
// a screen (an embedded list) has an h3 one step smaller.
import { makeStyles, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { listPageStyles } from './page-styles.js';

const useStyles = makeStyles({ header: listPageStyles.header });

export function PageHeader({ title, size = 500, section = false, children }: { title: ReactNode; size?: 500 | 600; section?: boolean; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <Text as={section ? 'h3' : 'h2'} size={section ? 400 : size} weight="semibold">
        {title}
      </Text>
      {children}
    </div>
  );
}
