// The filter form of an organisation list screen (ListScreen's `filters`): its fields, then 查询
// (or Enter) that applies what was typed, and whatever follows it.
import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';
import { onFormSubmit } from '../../ui/form-submit.js';

/** The filters, then 查询 and whatever follows it (e.g. 重置). */
export function OrgFilters({ onSearch, children, after }: { onSearch: () => void; children: ReactNode; after?: ReactNode }) {
  const styles = useOrgStyles();
  return (
    <form
      className={styles.filters}
      onSubmit={onFormSubmit(onSearch)}
    >
      {children}
      <Button type="submit" appearance="primary" icon={<SearchRegular />}>
        {t.search}
      </Button>
      {after}
    </form>
  );
}
