// /screenList: the big screens, each opened full-window, with today's figures beside them.
import { Button, Card, Text } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { SCREENS } from '../../../shared/shop.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { TitledCard } from './load-view.js';
import { t } from './messages.js';
import { useCardStyles } from './load-view.js';

export default function ScreenListPage() {
  const styles = useCardStyles();
  const { stats } = useLiveFigures();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TitledCard title={t.screenListTitle}>
        <Text className={styles.hint}>{t.screenListIntro}</Text>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {SCREENS.map((s) => (
            <li key={s.path}>
              <Button as="a" href={s.path} target="_blank" rel="noopener" icon={<OpenRegular />} aria-label={`${t.openScreen}：${s.title}`}>
                {s.title}
              </Button>
            </li>
          ))}
        </ul>
      </TitledCard>
      <Card className={styles.card}>
        <FigureTiles stats={stats} />
      </Card>
    </div>
  );
}
