// The previews (/cloudGuide/preview, /activityManagement/preview, /activityList/preview,
// /applicationPay/preview): a phone-sized frame of what the tenant's audience sees, from the real
// data — the terminals of the guide, the goods one pays for, the live figures of the activities.
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogic } from '../../ui/logic.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { useLoaded } from './hooks.js';
import { LoadView, type Load } from './load-view.js';
import { t, yuan } from './messages.js';

const TITLES: Record<string, string> = {
  '/cloudGuide/preview': '云导览预览',
  '/activityManagement/preview': '活动管理预览',
  '/activityList/preview': '活动列表预览',
  '/applicationPay/preview': '应用支付预览',
};

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '24px', backgroundColor: tokens.colorNeutralBackground3 },
  phone: {
    width: '375px',
    minHeight: '667px',
    borderRadius: '28px',
    border: `10px solid ${tokens.colorNeutralForeground1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  item: { padding: '10px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, display: 'flex', justifyContent: 'space-between' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** The rows of a loaded page as a phone list: a name on the left, a note on the right. */
function PhoneList<T extends { id: number }>({ load, name, note }: { load: Load<{ list: T[] }>; name: (x: T) => ReactNode; note: (x: T) => ReactNode }) {
  const styles = useStyles();
  return (
    <LoadView load={load}>
      {(p) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {p.list.map((x) => (
            <li key={x.id} className={styles.item}>
              <span>{name(x)}</span>
              <span>{note(x)}</span>
            </li>
          ))}
        </ul>
      )}
    </LoadView>
  );
}

function Goods() {
  const load = useLoaded(useLogic('terminalPages').goods, { pageIndex: 1, pageSize: 20 });
  return <PhoneList load={load} name={(g) => g.name} note={(g) => `${yuan(g.price)}（${t.sandbox}）`} />;
}

function Guide() {
  const load = useLoaded(useLogic('terminalPages').terminals, { kind: 'app' as const, pageIndex: 1, pageSize: 20 });
  return <PhoneList load={load} name={(x) => `${x.client}（${x.platform}）`} note={(x) => (x.online ? t.online : t.offline)} />;
}

function Figures() {
  const { stats } = useLiveFigures();
  return <FigureTiles stats={stats} />;
}

export default function PreviewPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? '预览';
  return (
    <main className={styles.page} aria-label={title}>
      <div className={styles.phone}>
        <Text as="h1" size={500} weight="semibold">
          {title}
        </Text>
        <Text className={styles.note} size={200}>
          {t.previewNote}
        </Text>
        {pathname === '/applicationPay/preview' ? <Goods /> : pathname === '/cloudGuide/preview' ? <Guide /> : <Figures />}
      </div>
    </main>
  );
}
