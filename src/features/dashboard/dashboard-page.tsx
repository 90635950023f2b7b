// 控制台 (component key 'dashboard/index'): the tenant overview and the signed-in user.
import {
  Card, CardHeader, makeStyles, Skeleton, SkeletonItem, Text, tokens,
} from '@fluentui/react-components';
import { AppsRegular, DataUsageRegular, PeopleRegular, PlugConnectedRegular, SendRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { DashboardData } from '../../machines/dashboard.machine.js';
import { formatDateTime, formatFromNow } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { APP_VERSION, commonMessages } from '../../ui/messages.js';
import { LoadFailedBar } from '../../ui/paged-table.js';
import { databaseNames, dashboardMessages as m } from './messages.js';
import { StatCard } from './stat-card.js';
import { TodoPanel } from './todo-panel.js';
import { ORG_MENUS } from '../../../shared/org.js';
import { flattenMenu } from '../../machines/menu-tree.js';
import { SessionContext } from '../../ui/session-context.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '20px', maxWidth: '1280px' },
  welcome: {
    padding: '24px 28px',
    borderRadius: '12px',
    color: '#fff',
    backgroundImage: 'linear-gradient(120deg, #1B3D7D 0%, #3A83FF 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
  },
  welcomeMeta: { color: 'rgba(255,255,255,0.85)' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  infoGrid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '10px 24px', margin: 0, padding: '4px 0 0' },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, color: tokens.colorNeutralForeground1, wordBreak: 'break-all' },
  skeletonCard: { height: '112px' },
});

function lastLoginText(at: number | null): string {
  return at ? `${formatDateTime(at)}（${formatFromNow(at)}）` : m.firstLogin;
}

function InfoList({ rows }: { rows: Array<[string, string]> }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{value || m.notSet}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The tenant-wide counters are for those who run the tenant (用户管理); the others see 待我处理 only. */
function useSeesTenantCounters(): boolean {
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  return flattenMenu(tree).some((r) => r.comMicsPath === ORG_MENUS.users.path);
}

function Overview({ data }: { data: DashboardData }) {
  const styles = useStyles();
  const { overview, me, publish } = data;
  const tenantCounters = useSeesTenantCounters();
  const lastLoginAt = me.lastLoginAt ?? overview.lastLoginAt;
  return (
    <>
      <section className={styles.welcome}>
        <Text as="h2" size={600} weight="semibold" style={{ color: '#fff', margin: 0 }}>
          {m.welcome(me.webUserName)}
        </Text>
        <Text className={styles.welcomeMeta}>{m.tenantLine(overview.tenantName, overview.domainName)}</Text>
        <Text className={styles.welcomeMeta} data-testid="last-login">
          {m.lastLogin}：{lastLoginText(lastLoginAt)}
        </Text>
      </section>
      <TodoPanel />
      {tenantCounters ? (
        <section className={styles.grid} aria-label={m.business}>
          <StatCard label={m.userCount} value={overview.userCount} icon={<PeopleRegular />} />
          <StatCard label={m.activeSessions} value={overview.activeSessions} icon={<PlugConnectedRegular />} />
          <StatCard label={m.menuCount} value={overview.menuCount} icon={<AppsRegular />} />
          {Object.entries(overview.counts).map(([label, value]) => (
            <StatCard key={label} label={label} value={value} icon={<DataUsageRegular />} />
          ))}
        </section>
      ) : null}
      {publish ? (
        <section className={styles.grid} aria-label={m.publishStats}>
          {m.publishKinds.map(([key, label]) => (
            <StatCard key={key} label={m.publishToday(label)} value={publish.today[key]} icon={<SendRegular />} />
          ))}
          <StatCard label={m.publishYesterday} value={publish.yesterday.total} icon={<SendRegular />} />
        </section>
      ) : null}
      <section className={styles.infoGrid}>
        <Card>
          <CardHeader header={<Text weight="semibold">{me.webUserName}</Text>} />
          <InfoList rows={[[m.account, me.account], [m.mobile, me.mobile], [m.email, me.email]]} />
        </Card>
        <Card>
          <CardHeader header={<Text weight="semibold">{m.system}</Text>} />
          <InfoList
            rows={[
              [m.serverVersion, overview.serverVersion],
              [m.consoleVersion, APP_VERSION],
              [m.database, databaseNames[overview.database] ?? overview.database],
            ]}
          />
        </Card>
      </section>
    </>
  );
}

function Loading() {
  const styles = useStyles();
  return (
    <Skeleton aria-label={commonMessages.loading} className={styles.page}>
      <SkeletonItem style={{ height: '104px', borderRadius: '12px' }} />
      <div className={styles.grid}>
        {[0, 1, 2].map((i) => (
          <SkeletonItem key={i} className={styles.skeletonCard} />
        ))}
      </div>
    </Skeleton>
  );
}

export default function DashboardPage() {
  const styles = useStyles();
  const dashboard = useActorRef(useLogic('dashboard'), { inspect: useInspect() });
  const data = useSelector(dashboard, (s) => s.context.data);
  const loading = useSelector(dashboard, (s) => s.matches('loading'));
  const failed = useSelector(dashboard, (s) => s.matches('failed'));
  return (
    <div className={styles.page}>
      {failed ? (
        <LoadFailedBar text={m.loadFailed} retryLabel={commonMessages.retry} onRetry={() => dashboard.send({ type: 'dashboard.reload' })} />
      ) : null}
      {data ? <Overview data={data} /> : loading ? <Loading /> : null}
    </div>
  );
}
