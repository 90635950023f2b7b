// The frame of an organisation list screen: the title with an optional 新增 button, and the
// filter form whose 查询 button (or Enter) applies what was typed.
import { Button } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';
import { PageHeader } from '../../ui/page-header.js';
import { onFormSubmit } from '../../ui/form-submit.js';

export function OrgPageHeader({ title, addLabel, onAdd }: { title: string; addLabel?: string; onAdd?: () => void }) {
  return (
    <PageHeader title={title}>
      {onAdd ? (
        <Button appearance="primary" icon={<AddRegular />} onClick={onAdd}>
          {addLabel}
        </Button>
      ) : null}
    </PageHeader>
  );
}

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
