// A message list page for one type (the type is read from the route: /message/create/list …).
// Paged; mark read; delete after a confirmation; invitations can be accepted or refused.
import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { INVITATION_MESSAGE_TYPE, INVITE_STATUS, messageTypeInfo, messageTypeOfRoute, type MessageItem } from '../../../shared/message-types.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { DataTable, MachinePager, type PagedColumn } from '../../ui/paged-table.js';
import { messagesText as t } from './message-texts.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { commonMessages } from '../../ui/messages.js';
import { SessionContext } from '../../ui/session-context.js';
import { mayOpenPath } from '../../machines/lib/path-pattern.js';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '20px', boxShadow: tokens.shadow4 },
  head: { display: 'flex', alignItems: 'baseline', gap: '12px', marginBottom: '12px' },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  unreadRow: { fontWeight: 600 },
  itemLink: { alignSelf: 'center', color: tokens.colorBrandForegroundLink, padding: '0 6px' },
  failed: { padding: '48px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '4px' },
});

export default function MessageListPage() {
  const { pathname } = useLocation();
  const msgType = messageTypeOfRoute(pathname) ?? 10;
  return <MessageList key={msgType} msgType={msgType} />;
}

function MessageList({ msgType }: { msgType: number }) {
  const styles = useStyles();
  const actor = useKeptActor(`list:${msgType}`, useLogic('messageList'), { input: { msgType }, inspect: useInspect() });
  const { list, total, pageIndex, pageSize, pendingDelete } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('waiting') || s.matches('loading') || s.matches('reading') || s.matches('deleting') || s.matches('answering'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const idle = useSelector(actor, (s) => s.matches('ready'));
  const info = messageTypeInfo(msgType);
  // a message's link is offered only when it leads to a page of the user's route tree (never a 404)
  const known = SessionContext.useSelector((s) => s.context.knownPaths);
  const columns: PagedColumn<MessageItem>[] = [
    { key: 'title', title: t.columns.title, width: '20%', render: (m) => m.title },
    { key: 'content', title: t.columns.content, render: (m) => <span className={styles.content}>{m.viewContent}</span> },
    { key: 'sender', title: t.columns.sender, width: '10%', render: (m) => m.senderName },
    { key: 'time', title: t.columns.time, width: '18%', render: (m) => formatDateTime(m.createTime) },
    {
      key: 'status',
      title: t.columns.status,
      width: '8%',
      render: (m) =>
        m.msgType === INVITATION_MESSAGE_TYPE && m.inviteStatus !== INVITE_STATUS.waiting ? (
          <Badge appearance="tint" color="informative">{t.inviteStatus[m.inviteStatus]}</Badge>
        ) : m.readFlag ? (
          <Badge appearance="tint" color="subtle">{t.read}</Badge>
        ) : (
          <Badge appearance="filled" color="danger">{t.unread}</Badge>
        ),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: '18%',
      render: (m) => (
        <div className={styles.actions}>
          {m.msgType === INVITATION_MESSAGE_TYPE && m.inviteStatus === INVITE_STATUS.waiting ? (
            <>
              <Button size="small" appearance="primary" disabled={!idle} onClick={() => actor.send({ type: 'invite.answer', msgId: m.msgId, accept: true })}>
                {t.accept}
              </Button>
              <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'invite.answer', msgId: m.msgId, accept: false })}>
                {t.refuse}
              </Button>
            </>
          ) : null}
          {m.link && m.link.startsWith('/') && !m.link.startsWith('//') && mayOpenPath(known, m.link) ? (
            <RouterLink to={m.link} className={styles.itemLink} data-testid="message-item-link">
              {t.openItem}
            </RouterLink>
          ) : null}
          {!m.readFlag ? (
            <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'item.read', msgId: m.msgId })}>
              {t.markRead}
            </Button>
          ) : null}
          <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'item.delete', msgId: m.msgId })}>
            {t.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.root} data-testid="message-list">
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {t.listTitle(info.name)}
        </Text>
        <Text>{t.total(total)}</Text>
        {loading ? <Spinner aria-label={commonMessages.loading} size="extra-tiny" /> : null}
      </div>
      {failed ? (
        <div className={styles.failed}>
          {t.failed} <Button onClick={() => actor.send({ type: 'list.reload' })}>{t.retry}</Button>
        </div>
      ) : (
        <DataTable
          ariaLabel={t.listTitle(info.name)}
          size="small"
          columns={columns}
          rows={list}
          rowKey={(m) => m.msgId}
          loading={loading}
          emptyText={t.empty}
          rowProps={(m) => ({ 'data-testid': 'message-row', className: m.readFlag ? undefined : styles.unreadRow })}
        />
      )}
      <MachinePager total={total} pageIndex={pageIndex} pageSize={pageSize} pageSizes={[5, 10, 20, 50]} send={(e) => actor.send(e)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
      />
    </section>
  );
}
