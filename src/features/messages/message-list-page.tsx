// A message list page for one type (the type is read from the route: /message/create/list …),
// composed as one ListScreen. Paged; mark read; delete after a confirmation; invitations can be
// accepted or refused.
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { INVITATION_MESSAGE_TYPE, INVITE_STATUS, messageTypeInfo, messageTypeOfRoute, type MessageItem } from '../../../shared/message-types.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen, machinePager } from '../../ui/list-screen.js';
import { messagesText as t } from './message-texts.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { SessionContext } from '../../ui/session-context.js';
import { mayOpenPath } from '../../machines/lib/path-pattern.js';

const useStyles = makeStyles({
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  unreadRow: { fontWeight: 600 },
  itemLink: { alignSelf: 'center', color: tokens.colorBrandForegroundLink, padding: '0 6px' },
  actions: { display: 'flex', gap: '4px' },
});

/** The message centre's page sizes (its own 5 first, spec 001 §2). */
const MESSAGE_PAGE_SIZES = [5, 10, 20, 50];

export default function MessageListPage() {
  const { pathname } = useLocation();
  const msgType = messageTypeOfRoute(pathname) ?? 10;
  return <MessageList key={msgType} msgType={msgType} />;
}

function MessageList({ msgType }: { msgType: number }) {
  const styles = useStyles();
  const actor = useKeptActor(`list:${msgType}`, useLogic('messageList'), { input: { msgType }, inspect: useInspect() });
  const { list, total, pageIndex, pageSize, pendingDelete, error } = useSelector(actor, (s) => s.context);
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
    <ListScreen
      title={t.listTitle(info.name)}
      table={{
        ariaLabel: t.listTitle(info.name), size: 'small', columns, rows: list, rowKey: (m) => m.msgId, loading, emptyText: t.empty,
        rowProps: (m) => ({ 'data-testid': 'message-row', className: m.readFlag ? undefined : styles.unreadRow }),
        pager: { ...machinePager({ total, pageIndex, pageSize }, actor.send), pageSizes: MESSAGE_PAGE_SIZES },
        problem: { failed, error, onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
      />
    </ListScreen>
  );
}
