// 评论审核 (/interaction/comments, component 'interaction/comments'): the moderation queue of
// readers' comments — filter by status and keyword; approve, hide, pin, reply, forbid the writer,
// delete (delete and forbid ask first). The 评论 message leads here.
import { Badge, Button, Field, Textarea } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { CommentItem } from '../../../shared/interaction.js';
import { INTERACTION_MACHINE_TEXTS } from '../../../shared/interaction-texts.js';
import type { StatusFilter } from '../../machines/comment-queue.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { actionsColumn, confirmEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { StatusKeywordFilter, statusFilterEvents } from '../../ui/status-keyword-filter.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useInteractionStyles } from './interaction-styles.js';
import { COMMENT_STATUS_NAMES, interactionText as t } from './messages.js';
import { FormDialog } from '../../ui/form-dialog.js';

const STATUSES: [StatusFilter, string][] = [[0, COMMENT_STATUS_NAMES[0]!], [1, COMMENT_STATUS_NAMES[1]!], [2, COMMENT_STATUS_NAMES[2]!], [-1, t.all]];
const STATUS_COLORS = { 0: 'warning', 1: 'success', 2: 'subtle' } as const;

export default function CommentsPage() {
  const styles = useInteractionStyles();
  const actor = useKeptActor('list', useLogic('commentQueue'), { input: {}, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { status, keyWord, rows, total, pageIndex, pageSize, pending, replyText, error } = s.context;
  const idle = s.matches('ready');
  const act = (kind: 'approve' | 'hide' | 'delete' | 'pin' | 'unpin' | 'forbid', c: CommentItem) => actor.send({ type: 'comment.act', command: { kind, id: c.id } });

  const columns: PagedColumn<CommentItem>[] = [
    { key: 'article', title: t.article, width: '160px', render: (c) => c.contentTitle },
    {
      key: 'content',
      title: t.content,
      render: (c) => (
        <div>
          <div className={styles.content}>
            {c.pinned ? <Badge appearance="tint" color="brand" size="small">{t.pinned}</Badge> : null} {c.content}
          </div>
          {c.reply ? <div className={styles.reply}>{t.officialReply}{c.reply}</div> : null}
        </div>
      ),
    },
    { key: 'nickname', title: t.nickname, width: '110px', render: (c) => c.nickname },
    { key: 'address', title: t.address, width: '130px', render: (c) => (<>{c.address}{c.forbidden ? <Badge appearance="tint" color="danger" size="small">{t.forbidden}</Badge> : null}</>) },
    { key: 'time', title: t.time, width: '160px', render: (c) => formatDateTime(c.createTime) },
    { key: 'status', title: t.status, width: '80px', render: (c) => <Badge appearance="filled" color={STATUS_COLORS[c.status as 0 | 1 | 2] ?? 'subtle'}>{COMMENT_STATUS_NAMES[c.status]}</Badge> },
    actionsColumn(t.actions, '300px', (c) => (
      <div className={styles.actions} data-testid="comment-actions">
        {c.status !== 1 ? <Button size="small" appearance="primary" disabled={!idle} onClick={() => act('approve', c)}>{t.approve}</Button> : null}
        {c.status !== 2 ? <Button size="small" disabled={!idle} onClick={() => act('hide', c)}>{t.hide}</Button> : null}
        <Button size="small" disabled={!idle} onClick={() => act(c.pinned ? 'unpin' : 'pin', c)}>{c.pinned ? t.unpin : t.pin}</Button>
        <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'reply.open', id: c.id, text: c.reply })}>{t.replyAction}</Button>
        {!c.forbidden ? <Button size="small" disabled={!idle} onClick={() => act('forbid', c)}>{t.forbid}</Button> : null}
        <Button size="small" appearance="subtle" disabled={!idle} onClick={() => act('delete', c)}>{t.delete}</Button>
      </div>
    )),
  ];

  return (
    <ListScreen
      title={t.commentsTitle}
      filters={<StatusKeywordFilter statuses={STATUSES} status={status} keyWord={keyWord} hint={t.keywordHint} disabled={!idle} {...statusFilterEvents(actor.send)} />}
      table={{
        ariaLabel: t.commentsTitle, columns, rows, rowKey: (c) => c.id, loading: s.matches('loading') || s.matches('running'),
        emptyText: t.emptyComments, rowProps: () => ({ 'data-testid': 'comment-row' }),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error, onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <ConfirmDialog alert open={s.matches('confirming')} title={t.confirmTitle} {...confirmEvents(actor.send)}
        text={pending?.kind === 'forbid' ? INTERACTION_MACHINE_TEXTS.confirm.forbid : INTERACTION_MACHINE_TEXTS.confirm.delete} />
      <FormDialog open={s.matches('replying')} title={t.replyTitle} plainContent noValidate={false} submitLabel={t.send} cancelLabel={t.cancel}
        onSubmit={() => actor.send({ type: 'reply.submit' })} onClose={() => actor.send({ type: 'reply.cancel' })}>
        <Field label={t.reply} hint={t.replyHint} validationMessage={s.matches('replying') && error ? error : undefined}>
          <Textarea value={replyText} resize="vertical" rows={4} onChange={(_, d) => actor.send({ type: 'reply.change', value: d.value })} />
        </Field>
      </FormDialog>
    </ListScreen>
  );
}
