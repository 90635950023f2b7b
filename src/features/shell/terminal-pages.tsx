// The terminal pages the menu-opening rules lead to: /terminal/app/list (resource id 99) and
// /terminal/shop/list (menu id 829). They list the tenant's terminals in the shared paged table.
import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PagedTable, type PagedColumn } from '../../ui/paged-table.js';
import { terminalMessages as m } from './messages.js';

interface Terminal {
  id: number;
  name: string;
  platform: string;
  online: boolean;
}

const APPS: Terminal[] = [
  { id: 1, name: '融媒体客户端', platform: 'Android', online: true },
  { id: 2, name: '融媒体客户端', platform: 'iOS', online: true },
  { id: 3, name: '融媒体小程序', platform: '微信小程序', online: true },
  { id: 4, name: '移动网页版', platform: 'H5', online: false },
];
const SHOPS: Terminal[] = [
  { id: 11, name: '积分商城', platform: 'H5', online: true },
  { id: 12, name: '积分商城', platform: '微信小程序', online: false },
];

const useStyles = makeStyles({
  card: { padding: '20px', display: 'flex', flexDirection: 'column', gap: '12px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const columns: PagedColumn<Terminal>[] = [
  // row merging: one name cell over the rows of the same terminal
  {
    key: 'name',
    title: m.name,
    render: (t) => t.name,
    rowSpan: (t, i, rows) => (i > 0 && rows[i - 1].name === t.name ? 0 : rows.slice(i).findIndex((r) => r.name !== t.name) === -1 ? rows.length - i : rows.slice(i).findIndex((r) => r.name !== t.name)),
  },
  { key: 'platform', title: m.platform, render: (t) => t.platform },
  {
    key: 'status',
    title: m.status,
    render: (t) => (
      <Badge appearance="tint" color={t.online ? 'success' : 'informative'}>
        {t.online ? m.online : m.offline}
      </Badge>
    ),
  },
];

function TerminalList({ title, intro, data }: { title: string; intro: string; data: Terminal[] }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <Text as="h2" size={600} weight="semibold">
        {title}
      </Text>
      <Text className={styles.hint}>{intro}</Text>
      <PagedTable
        ariaLabel={title}
        rank
        columns={columns}
        rowKey={(t) => t.id}
        fetchPage={async ({ pageIndex, pageSize }) => ({ list: data.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: data.length })}
      />
    </Card>
  );
}

export function TerminalAppPage() {
  return <TerminalList title={m.appTitle} intro={m.appIntro} data={APPS} />;
}

export function TerminalShopPage() {
  return <TerminalList title={m.shopTitle} intro={m.shopIntro} data={SHOPS} />;
}
