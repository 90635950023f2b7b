// /home5566/index: the tenant at a glance — live figures, today's weather (hidden when the
// tenant's weather switch is off) and the style dictionaries the portals use.
import { Card, Field, Select, Tag, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useLogic } from '../../ui/logic.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { useLoaded } from './hooks.js';
import { LoadView } from './load-view.js';
import { t } from './messages.js';
import { useCardStyles } from './terminal-list.js';

function WeatherOf({ city }: { city: string }) {
  const load = useLoaded(useLogic('terminalLoads').weather, { city });
  return (
    <LoadView load={load}>
      {(w) =>
        w.enabled ? (
          <Text data-testid="weather">
            {w.city} {w.day}：{w.weather}，{w.low}～{w.high}℃，{w.wind}
          </Text>
        ) : (
          <Text>{t.weatherOff}</Text>
        )
      }
    </LoadView>
  );
}

export default function HomePage() {
  const styles = useCardStyles();
  const { stats } = useLiveFigures();
  const lookups = useLoaded(useLogic('terminalLoads').lookups, undefined);
  const [city, setCity] = useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card className={styles.card}>
        <Text as="h2" size={600} weight="semibold">
          {t.homeTitle}
        </Text>
        <FigureTiles stats={stats} />
      </Card>
      <LoadView load={lookups}>
        {(l) => (
          <>
            <Card className={styles.card}>
              <Text as="h3" size={500} weight="semibold">
                {t.weather}
              </Text>
              {l.cities.enabled && l.cities.list.length ? (
                <>
                  <Field label={t.city}>
                    <Select value={city || l.cities.list[0]!.code} onChange={(_, d) => setCity(d.value)}>
                      {l.cities.list.map((c) => (
                        <option key={c.code} value={c.code}>
                          {c.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <WeatherOf key={city || l.cities.list[0]!.code} city={city || l.cities.list[0]!.code} />
                </>
              ) : (
                <Text>{t.weatherOff}</Text>
              )}
            </Card>
            <Card className={styles.card}>
              <Text as="h3" size={500} weight="semibold">
                {t.columnStyles}
              </Text>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {l.columnStyles.map((s) => (
                  <Tag key={s.value}>{s.label}</Tag>
                ))}
              </div>
              <Text as="h3" size={500} weight="semibold">
                {t.releaseStyles}
              </Text>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {l.releaseStyles.map((s) => (
                  <Tag key={s.value}>{s.label}</Tag>
                ))}
              </div>
              <Text>
                {t.approveCount}：{l.approveCount}
              </Text>
            </Card>
          </>
        )}
      </LoadView>
    </div>
  );
}
