// /show: the portal's latest releases (no sign-in), newest first; the tenant comes from
// ?domain= or the domain name this browser last signed in to. Each entry opens /newsDetails/{id}.
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { contentMessages as m } from './messages.js';
import { CoverImage } from '../../ui/cover-image.js';

const useStyles = makeStyles({
  page: { maxWidth: '760px', margin: '0 auto', padding: '16px', display: 'flex', flexDirection: 'column', gap: '8px', boxSizing: 'border-box' },
  item: {
    display: 'grid',
    gridTemplateColumns: '1fr 112px',
    gap: '12px',
    padding: '12px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    color: 'inherit',
    textDecoration: 'none',
  },
  title: { fontSize: '17px', fontWeight: 600, lineHeight: '1.4' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  cover: { width: '112px', height: '72px', objectFit: 'cover', borderRadius: '4px' },
  empty: { color: tokens.colorNeutralForeground3, padding: '48px 0', textAlign: 'center' },
});

export default function ShowPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  // '' → the effect uses the stored domain name of this browser
  const domainName = params.get('domain') ?? '';
  const actor = useActorRef(useLogic('latestNews'), { input: domainName, inspect: useInspect() });
  const list = useSelector(actor, (s) => s.context.data ?? []);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <main className={styles.page}>
      <Text as="h1" size={600} weight="semibold">
        {m.latestTitle}
      </Text>
      {loading ? <Spinner label={m.loading} /> : null}
      {!loading && list.length === 0 ? <Text className={styles.empty}>{error ?? m.latestEmpty}</Text> : null}
      {list.map((n) => (
        <RouterLink key={n.id} to={`/newsDetails/${n.id}`} className={styles.item}>
          <div>
            <div className={styles.title}>{n.title}</div>
            <div className={styles.meta}>
              {[n.typeName, n.source, formatDateTime(n.publishTime)].filter(Boolean).join(' · ')}
            </div>
          </div>
          <CoverImage className={styles.cover} src={n.coverUrl} fallback={<span />} />
        </RouterLink>
      ))}
    </main>
  );
}
