// 待我处理 (docs/todo.md): the first thing on the dashboard, the rows the signed-in user can act
// on, each count a link to the list holding exactly those items; counts move live (todoPanel).
import { Badge, Button, Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { TODO_TEXTS as T, type TodoItem } from '../../../shared/todo.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { commonMessages } from '../../ui/messages.js';

const useStyles = makeStyles({
  card: { padding: '18px 20px' },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px', margin: 0, padding: 0, listStyle: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 14px',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  waiting: { border: `1px solid ${tokens.colorBrandStroke2}`, backgroundColor: tokens.colorBrandBackground2 },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flexGrow: 1, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  parts: { display: 'flex', flexWrap: 'wrap', gap: '4px 10px', fontSize: tokens.fontSizeBase200 },
  count: {
    fontSize: '28px',
    lineHeight: '34px',
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    minWidth: '40px',
    textAlign: 'right',
    color: tokens.colorBrandForeground1,
  },
  zero: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground3 },
});

function TodoRow({ item }: { item: TodoItem }) {
  const styles = useStyles();
  const parts = item.parts.filter((p) => p.count > 0);
  return (
    <li className={`${styles.row} ${item.count ? styles.waiting : ''}`} data-testid={`todo-${item.kind}`}>
      <div className={styles.text}>
        <Text weight="semibold">{item.label}</Text>
        <span className={styles.hint}>{T.hints[item.kind]}</span>
        {parts.length > 1 ? (
          <span className={styles.parts}>
            {parts.map((p) => (
              <Link key={p.path} to={p.path}>
                {T.part(p.label, p.count)}
              </Link>
            ))}
          </span>
        ) : null}
      </div>
      <Link to={item.path} className={`${styles.count} ${item.count ? '' : styles.zero}`} aria-label={`${T.open(item.label)}：${item.count}`} data-testid="todo-count">
        {item.count.toLocaleString('zh-CN')}
      </Link>
    </li>
  );
}

export function TodoPanel() {
  const styles = useStyles();
  const panel = useActorRef(useLogic('todoPanel'), { inspect: useInspect() });
  const items = useSelector(panel, (s) => s.context.items);
  const error = useSelector(panel, (s) => s.context.error);
  const failed = useSelector(panel, (s) => s.matches('failed'));
  const busy = useSelector(panel, (s) => s.matches('refreshing') || s.matches('waiting'));
  if (items && !items.length) return null;
  const total = items?.reduce((n, i) => n + i.count, 0) ?? 0;
  return (
    <Card className={styles.card} aria-label={T.title} role="region">
      <CardHeader
        header={
          <Text as="h2" size={500} weight="semibold" style={{ margin: 0 }}>
            {T.title} {items ? <Badge appearance={total ? 'filled' : 'ghost'} color={total ? 'brand' : 'informative'}>{total}</Badge> : null}
          </Text>
        }
        action={busy ? <Spinner size="extra-tiny" aria-label={commonMessages.loading} /> : undefined}
      />
      {failed ? (
        <Text className={styles.note}>
          {T.loadFailed}：{error}{' '}
          <Button size="small" onClick={() => panel.send({ type: 'todo.reload' })}>
            {commonMessages.retry}
          </Button>
        </Text>
      ) : items ? (
        <>
          <ul className={styles.list}>
            {items.map((i) => (
              <TodoRow key={i.kind} item={i} />
            ))}
          </ul>
          {total === 0 ? <Text className={styles.note}>{T.allDone}</Text> : null}
          {error ? <Text className={styles.note}>{T.loadFailed}：{error}</Text> : null}
        </>
      ) : (
        <Spinner size="small" label={commonMessages.loading} />
      )}
    </Card>
  );
}
