// 抽奖活动 (/goLuckDraw, component 'activities/list'): every activity of the tenant with its pool,
// stock and winners; from here an activity is edited, drawn, shown on the big screen, its winners
// listed, or deleted (after a confirmation).
import { Badge, Button } from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { ACTIVITY_MENUS as M, type ActivitySummary } from '../../../shared/activities.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { useKeptState } from '../../ui/kept-actor.js';
import { KeywordFilter } from '../../ui/keyword-filter.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useActivityStyles } from './activity-styles.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { activityText as t } from './messages.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';

export default function ActivityListPage() {
  const styles = useActivityStyles();
  const navigate = useNavigate();
  const pageLogic = useLogic('activityPage');
  const commands = useActorRef(useLogic('activityCommand'), { inspect: useInspect() });
  const version = useSelector(commands, (s) => s.context.version);
  // the keyword stays with the tab (ui/kept-actor.ts), as does the table's page
  const [keyword, setKeyword] = useKeptState('keyword', '');
  const fetchPage = usePageFetch(pageLogic, keyword ? { keyword } : {});
  const open = (path: string, a: ActivitySummary) => navigate(`${path}?id=${a.id}`);
  const columns: PagedColumn<ActivitySummary>[] = [
    { key: 'name', title: t.name, render: (a) => a.name },
    { key: 'kind', title: t.kind, render: (a) => <Badge appearance="tint" color={a.kind === 'invoice' ? 'informative' : 'brand'}>{t.kinds[a.kind]}</Badge> },
    { key: 'participants', title: t.participants, render: (a) => a.participantCount },
    { key: 'stock', title: t.stock, render: (a) => `${a.remainingTotal} / ${a.stockTotal}` },
    { key: 'winners', title: t.winners, render: (a) => a.winnerCount },
    actionsColumn(t.actions, '380px', (a) => (
      <div className={styles.row}>
        <RowButton onClick={() => open(M.edit.path, a)}>{t.edit}</RowButton>
        <RowButton onClick={() => open(M.draw.path, a)}>{t.draw}</RowButton>
        <RowButton onClick={() => open(M.drawScreen.path, a)}>{t.drawScreen}</RowButton>
        <RowButton onClick={() => open(M.winners.path, a)}>{t.winningList}</RowButton>
        <RowButton onClick={() => commands.send({ type: 'command.request', command: { kind: 'activity.delete', id: a.id, done: t.deleted, confirm: t.deleteConfirm(a.name) } })}>{t.delete}</RowButton>
      </div>
    )),
  ];
  return (
    <ListScreen
      title={t.listTitle}
      actions={
        <div className={styles.row}>
          <Button icon={<ReceiptRegular />} onClick={() => navigate(M.quick.path)}>
            {t.quickInvoice}
          </Button>
          <AddButton onClick={() => navigate(M.edit.path)}>{t.add}</AddButton>
        </div>
      }
      filters={<KeywordFilter label={t.keyword} submitLabel={t.search} onSearch={setKeyword} initial={keyword} />}
      table={{ ariaLabel: t.listTitle, columns, rowKey: (a) => a.id, rank: true, pageSize: 10, keepKey: 'list', fetchPage, reloadKey: `${version}:${keyword}` }}
    >
      <CommandConfirm actor={commands} title={t.confirmTitle} />
    </ListScreen>
  );
}
