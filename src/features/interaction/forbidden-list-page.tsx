// 违禁词 (/interaction/forbiddenWords) and 禁言用户 (/interaction/forbiddenUsers): one screen,
// two kinds. Words are added one per line (or comma-separated) and removed after a confirmation;
// forbidden users come from the comment queue and are released here.
import { Button, Field, Input, Textarea } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ForbiddenKind, ForbiddenRow } from '../../../shared/interaction.js';
import { INTERACTION_MACHINE_TEXTS } from '../../../shared/interaction-texts.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { confirmEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useInteractionStyles } from './interaction-styles.js';
import { interactionText as t } from './messages.js';
import { onFormSubmit } from '../../ui/form-submit.js';

export function ForbiddenListPage({ kind }: { kind: ForbiddenKind }) {
  const styles = useInteractionStyles();
  const actor = useKeptActor(`list:${kind}`, useLogic('forbiddenList'), { input: { kind }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { keyWord, rows, total, pageIndex, pageSize, draft, error } = s.context;
  const idle = s.matches('ready');
  const words = kind === 'words';
  const title = words ? t.wordsTitle : t.usersTitle;

  const columns: PagedColumn<ForbiddenRow>[] = words
    ? [
        { key: 'word', title: t.word, render: (r) => r.label },
        { key: 'time', title: t.createdAt, width: '180px', render: (r) => formatDateTime(r.createTime) },
      ]
    : [
        { key: 'address', title: t.address, width: '160px', render: (r) => r.label },
        { key: 'nickname', title: t.nickname, width: '160px', render: (r) => r.nickname },
        { key: 'reason', title: t.reason, render: (r) => r.reason || '—' },
        { key: 'time', title: t.createdAt, width: '180px', render: (r) => formatDateTime(r.createTime) },
      ];
  columns.push({
    key: 'actions',
    title: t.actions,
    width: '120px',
    render: (r) => (
      <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'entry.remove', row: r })}>
        {words ? t.delete : t.unforbid}
      </Button>
    ),
  });

  return (
    <ListScreen
      title={title}
      filters={
        <>
          {words ? (
            <form className={styles.addBox} onSubmit={onFormSubmit(() => actor.send({ type: 'words.add' }))}>
              <Field label={t.addWords} hint={t.addWordsHint} className={styles.textarea}>
                <Textarea value={draft} rows={3} resize="vertical" onChange={(_, d) => actor.send({ type: 'draft.change', value: d.value })} />
              </Field>
              <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={!idle}>{t.add}</Button>
            </form>
          ) : null}
          <form className={styles.filters} onSubmit={onFormSubmit(() => actor.send({ type: 'filter.search' }))}>
            <Field label={t.keyword} className={styles.filter}>
              <Input value={keyWord} placeholder={words ? t.wordKeywordHint : t.userKeywordHint} onChange={(_, d) => actor.send({ type: 'filter.keyword', keyWord: d.value })} />
            </Field>
            <Button type="submit" icon={<SearchRegular />} disabled={!idle}>{t.search}</Button>
          </form>
        </>
      }
      table={{
        ariaLabel: title, columns, rows, rowKey: (r) => r.id, loading: s.matches('loading') || s.matches('adding') || s.matches('removing'),
        emptyText: words ? t.emptyWords : t.emptyUsers, rowProps: () => ({ 'data-testid': 'forbidden-row' }),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error, onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <ConfirmDialog alert open={s.matches('confirming')} title={t.confirmTitle} {...confirmEvents(actor.send, 'remove.confirm', 'remove.cancel')}
        text={words ? INTERACTION_MACHINE_TEXTS.removeWord : INTERACTION_MACHINE_TEXTS.removeUser} />
    </ListScreen>
  );
}
