// /home5566/index: the tenant at a glance — live figures, today's weather (hidden when the
// tenant's weather switch is off) and the style dictionaries the portals use.
import { Field, Select, Tag, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { Lookup } from '../../../shared/shop.js';
import { useLogic } from '../../ui/logic.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { useLoaded } from './hooks.js';
import { LoadView, TitledCard } from './load-view.js';
import { t } from './messages.js';

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

/** The labels of one style dictionary. */
function StyleTags({ items }: { items: readonly Lookup[] }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {items.map((s) => (
        <Tag key={s.value}>{s.label}</Tag>
      ))}
    </div>
  );
}

export default function HomePage() {
  const { stats } = useLiveFigures();
  const lookups = useLoaded(useLogic('terminalLoads').lookups, undefined);
  const [city, setCity] = useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TitledCard title={t.homeTitle}>
        <FigureTiles stats={stats} />
      </TitledCard>
      <LoadView load={lookups}>
        {(l) => (
          <>
            <TitledCard title={t.weather} as="h3" size={500}>
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
            </TitledCard>
            <TitledCard title={t.columnStyles} as="h3" size={500}>
              <StyleTags items={l.columnStyles} />
              <Text as="h3" size={500} weight="semibold">
                {t.releaseStyles}
              </Text>
              <StyleTags items={l.releaseStyles} />
              <Text>
                {t.approveCount}：{l.approveCount}
              </Text>
            </TitledCard>
          </>
        )}
      </LoadView>
    </div>
  );
}
