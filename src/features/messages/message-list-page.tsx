// A message list page for one type (the type is read from the route: /message/create/list …).
// Paged; mark read; delete after a confirmation; invitations can be accepted or refused.
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { INVITATION_MESSAGE_TYPE, INVITE_STATUS, messageTypeInfo, messageTypeOfRoute } from '../../../shared/message-types.js';
import { messageListMachine } from '../../machines/message-list.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { messagesText as t } from './messages.js';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '20px', boxShadow: tokens.shadow4 },
  head: { display: 'flex', alignItems: 'baseline', gap: '12px', marginBottom: '12px' },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  unreadRow: { fontWeight: 600 },
  empty: { padding: '48px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  pager: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: '12px', marginTop: '12px' },
  actions: { display: 'flex', gap: '4px' },
});

export default function MessageListPage() {
  const { pathname } = useLocation();
  const msgType = messageTypeOfRoute(pathname) ?? 10;
  return <MessageList key={msgType} msgType={msgType} />;
}

function MessageList({ msgType }: { msgType: number }) {
  const styles = useStyles();
  const actor = useActorRef(messageListMachine, { input: { msgType }, inspect: useInspect() });
  const { list, total, pageIndex, pageSize, pendingDelete } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('reading') || s.matches('deleting') || s.matches('answering'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const idle = useSelector(actor, (s) => s.matches('ready'));
  const info = messageTypeInfo(msgType);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section className={styles.root} data-testid="message-list">
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {t.listTitle(info.name)}
        </Text>
        <Text>{t.total(total)}</Text>
        {loading ? <Spinner size="extra-tiny" /> : null}
      </div>
      {failed ? (
        <div className={styles.empty}>
          {t.failed} <Button onClick={() => actor.send({ type: 'list.reload' })}>{t.retry}</Button>
        </div>
      ) : list.length === 0 && !loading ? (
        <div className={styles.empty}>{t.empty}</div>
      ) : (
        <Table aria-label={t.listTitle(info.name)} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '20%' }}>{t.columns.title}</TableHeaderCell>
              <TableHeaderCell>{t.columns.content}</TableHeaderCell>
              <TableHeaderCell style={{ width: '10%' }}>{t.columns.sender}</TableHeaderCell>
              <TableHeaderCell style={{ width: '18%' }}>{t.columns.time}</TableHeaderCell>
              <TableHeaderCell style={{ width: '8%' }}>{t.columns.status}</TableHeaderCell>
              <TableHeaderCell style={{ width: '18%' }}>{t.columns.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((m) => (
              <TableRow key={m.msgId} className={m.readFlag ? undefined : styles.unreadRow} data-testid="message-row">
                <TableCell>{m.title}</TableCell>
                <TableCell className={styles.content}>{m.viewContent}</TableCell>
                <TableCell>{m.senderName}</TableCell>
                <TableCell>{formatDateTime(m.createTime)}</TableCell>
                <TableCell>
                  {m.msgType === INVITATION_MESSAGE_TYPE && m.inviteStatus !== INVITE_STATUS.waiting ? (
                    <Badge appearance="tint" color="informative">{t.inviteStatus[m.inviteStatus]}</Badge>
                  ) : m.readFlag ? (
                    <Badge appearance="tint" color="subtle">{t.read}</Badge>
                  ) : (
                    <Badge appearance="filled" color="danger">{t.unread}</Badge>
                  )}
                </TableCell>
                <TableCell>
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
                    {!m.readFlag ? (
                      <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'item.read', msgId: m.msgId })}>
                        {t.markRead}
                      </Button>
                    ) : null}
                    <Button size="small" appearance="subtle" disabled={!idle} onClick={() => actor.send({ type: 'item.delete', msgId: m.msgId })}>
                      {t.remove}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.pager}>
        <Text>{t.page(pageIndex, pages)}</Text>
        <Button size="small" disabled={!idle || pageIndex <= 1} onClick={() => actor.send({ type: 'page.change', pageIndex: pageIndex - 1 })}>
          {t.prev}
        </Button>
        <Button size="small" disabled={!idle || pageIndex >= pages} onClick={() => actor.send({ type: 'page.change', pageIndex: pageIndex + 1 })}>
          {t.next}
        </Button>
      </div>
      <Dialog open={pendingDelete !== null} onOpenChange={(_, d) => !d.open && actor.send({ type: 'delete.cancel' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t.confirmTitle}</DialogTitle>
            <DialogContent>{t.confirmText}</DialogContent>
            <DialogActions>
              <Button onClick={() => actor.send({ type: 'delete.cancel' })}>{t.cancel}</Button>
              <Button appearance="primary" onClick={() => actor.send({ type: 'delete.confirm' })}>
                {t.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
