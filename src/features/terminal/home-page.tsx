// /home5566/index: the tenant at a glance — live figures, what each channel plays now and next with
// the releases per desk and the most-read stories (the boards of the wall screens), and today's
// weather (hidden when the tenant's weather switch is off).
import { Field, makeStyles, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useLogic } from '../../ui/logic.js';
import { FigureTiles, useLiveFigures } from './figures.js';
import { useLoaded } from './hooks.js';
import { LoadView, TitledCard } from './load-view.js';
import { ScreenBoards } from './screen-boards.js';
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

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  // the station's boards as on the wall screens: dark, so they read the same in both places
  boards: { borderRadius: '8px', padding: '20px 24px', background: 'radial-gradient(circle at 30% 0%, #123a7a 0%, #06142e 70%)', color: '#ffffff' },
});

export default function HomePage() {
  const styles = useStyles();
  const { stats } = useLiveFigures();
  const cities = useLoaded(useLogic('terminalLoads').cities, undefined);
  const [city, setCity] = useState('');
  return (
    <div className={styles.page}>
      <TitledCard title={t.homeTitle}>
        <FigureTiles stats={stats} />
      </TitledCard>
      <TitledCard title={t.stationBoards} as="h3" size={500}>
        <div className={styles.boards}>
          <ScreenBoards kind="merge" />
        </div>
      </TitledCard>
      <TitledCard title={t.weather} as="h3" size={500}>
        <LoadView load={cities}>
          {(c) =>
            c.enabled && c.list.length ? (
              <>
                <Field label={t.city}>
                  <Select value={city || c.list[0]!.code} onChange={(_, d) => setCity(d.value)}>
                    {c.list.map((x) => (
                      <option key={x.code} value={x.code}>
                        {x.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <WeatherOf key={city || c.list[0]!.code} city={city || c.list[0]!.code} />
              </>
            ) : (
              <Text>{t.weatherOff}</Text>
            )
          }
        </LoadView>
      </TitledCard>
    </div>
  );
}
