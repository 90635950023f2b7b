// The header's message centre: a bell with the unread total (capped at 99), a popover with
// the unread count per type (each opens its list), the five newest unread messages (each opens
// its item in one click and is marked read) and 全部已读. The counts come from the message-centre socket machine; the popover is its own.
import {
  Button,
  Divider,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useGuardedNavigate } from '../use-guarded-navigate.js';
import type { SessionUser } from '../../../../shared/api.js';
import { messageRoute, messageSocketPath } from '../../../../shared/message-types.js';
import { badgeText, unreadTotal } from '../../../machines/message-socket.machine.js';
import { formatFromNow } from '../../../ui/format-time.js';
import { useInspect } from '../../../ui/inspect-context.js';
import { useLogic } from '../../../ui/logic.js';
import { SessionContext } from '../../../ui/session-context.js';
import { MessageNotifier } from './message-notifier.js';
import { useOpenMessage } from './use-open-message.js';
import { messageCentreText } from './messages.js';
import { commonMessages } from '../../../ui/messages.js';

const useStyles = makeStyles({
  wrap: { marginLeft: 'auto', marginRight: '8px', display: 'flex', alignItems: 'center' },
  trigger: { color: '#fff', position: 'relative', minWidth: '40px', ':hover': { color: '#fff', backgroundColor: 'rgba(255,255,255,0.14)' } },
  badge: {
    position: 'absolute',
    top: '0',
    right: '-2px',
    minWidth: '18px',
    height: '18px',
    padding: '0 5px',
    boxSizing: 'border-box',
    borderRadius: '9px',
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: '#fff',
    fontSize: '11px',
    lineHeight: '18px',
    textAlign: 'center',
    fontWeight: 600,
  },
  surface: { width: '340px', padding: '0' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' },
  types: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '4px', padding: '4px 12px 12px' },
  type: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: '8px 0',
    borderRadius: '6px',
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  count: { fontSize: '16px', fontWeight: 600, color: tokens.colorBrandForeground1 },
  zero: { color: tokens.colorNeutralForeground4 },
  list: { listStyle: 'none', margin: 0, padding: '4px 0', maxHeight: '260px', overflowY: 'auto' },
  item: {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: '8px 16px',
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  itemTitle: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { padding: '16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  foot: { display: 'flex', justifyContent: 'center', padding: '6px' },
});

export function MessageBell() {
  const user = SessionContext.useSelector((s) => s.context.user);
  if (!user?.token) return null;
  // A new token (another login) means another socket.
  return <Bell key={user.token} user={user} />;
}

function Bell({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const inspect = useInspect();
  const navigate = useGuardedNavigate();
  const url = `${messageSocketPath(user.webTenId, user.webUserId)}?token=${encodeURIComponent(user.token)}`;
  const socket = useActorRef(useLogic('messageSocket'), { input: { url }, inspect });
  const bell = useActorRef(useLogic('messageBell'), { input: { socket }, inspect });
  const summary = useSelector(socket, (s) => s.context.summary);
  const open = useSelector(bell, (s) => s.matches('open'));
  const loading = useSelector(bell, (s) => s.matches({ open: 'loading' }) || s.matches({ open: 'markingAll' }));
  const latest = useSelector(bell, (s) => s.context.latest);
  const canReadAll = useSelector(bell, (s) => s.can({ type: 'bell.readAll' }));
  const total = unreadTotal(summary);
  const socketState = useSelector(socket, (s) => (s.matches({ active: 'open' }) ? 'open' : s.matches('waiting') ? 'waiting' : s.matches('unauthorized') ? 'unauthorized' : 'connecting'));

  const openMessage = useOpenMessage(bell);
  const go = (path: string) => {
    bell.send({ type: 'bell.close' });
    navigate(path);
  };

  return (
    <div className={styles.wrap}>
      <MessageNotifier socket={socket} openMessage={openMessage} />
      <Popover
        open={open}
        onOpenChange={(_, data) => bell.send({ type: data.open ? 'bell.open' : 'bell.close' })}
        positioning="below-end"
        withArrow
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="transparent" className={styles.trigger} icon={<AlertRegular />} aria-label={messageCentreText.bellLabel(total)} data-testid="message-bell" data-socket={socketState}>
            {total > 0 ? (
              <span className={styles.badge} data-testid="message-badge">
                {badgeText(total)}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={messageCentreText.title} data-testid="message-centre">
          <div className={styles.head}>
            <Text weight="semibold" size={400}>
              {messageCentreText.title}
            </Text>
            <Button size="small" appearance="subtle" disabled={!canReadAll || total === 0} onClick={() => bell.send({ type: 'bell.readAll' })}>
              {messageCentreText.markAllRead}
            </Button>
          </div>
          <div className={styles.types}>
            {summary.map((s) => (
              <button key={s.msgType} type="button" className={styles.type} onClick={() => go(messageRoute(s.msgType))} data-testid={`message-type-${s.msgType}`}>
                <span className={s.unReadCount ? styles.count : `${styles.count} ${styles.zero}`}>{badgeText(s.unReadCount)}</span>
                <Text size={200}>{s.name}</Text>
              </button>
            ))}
          </div>
          <Divider />
          {loading ? (
            <Spinner aria-label={commonMessages.loading} size="tiny" className={styles.empty} />
          ) : latest.length ? (
            <ul className={styles.list}>
              {latest.map((m) => (
                <li key={m.msgId}>
                  <button
                    type="button"
                    className={styles.item}
                    data-testid="bell-message"
                    onClick={() => openMessage(m)}
                  >
                    <Text weight="semibold" className={styles.itemTitle}>{`[${m.name}] ${m.title}`}</Text>
                    <Text size={200} className={styles.itemTitle}>
                      {m.viewContent}
                    </Text>
                    <Text size={100}>{formatFromNow(m.createTime)}</Text>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>{messageCentreText.empty}</div>
          )}
          <Divider />
          <div className={styles.foot}>
            <Button appearance="transparent" size="small" onClick={() => go(messageRoute(latest[0]?.msgType ?? 0))}>
              {messageCentreText.viewAll}
            </Button>
          </div>
        </PopoverSurface>
      </Popover>
    </div>
  );
}
