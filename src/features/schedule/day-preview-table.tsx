// The preview of a copy or a template apply (the dry run's answer): one row per target day, named
// as 11月29日 周六, with what it holds now and what it would hold after; a day whose list would be
// replaced says so. Below it, the two buttons of a preview: 返回修改 and the confirm.
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { monthDay, type DayPreview, type DaySummary } from '../../../shared/schedule-templates.js';
import { weekday } from '../../../shared/time.js';
import { hms } from '../../machines/schedule-time.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  wrap: { maxHeight: '320px', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '4px' },
  table: { tableLayout: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  day: { whiteSpace: 'nowrap' },
  cell: { whiteSpace: 'nowrap' },
});

/** 11月29日 周六 */
export const dayLabel = (day: string) => `${monthDay(day)} ${t.weekdays[weekday(day)]}`;

function Summary({ s }: { s: DaySummary }) {
  const styles = useStyles();
  if (!s.total) return <span className={styles.muted}>{t.summaryEmpty}</span>;
  return <span>{t.summary(s.total, s.startTime ?? '', s.endTime ?? '', hms(s.seconds))}</span>;
}

export function DayPreviewTable({ days, label }: { days: DayPreview[]; label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={label} data-testid="day-preview">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t.colDay}</TableHeaderCell>
            <TableHeaderCell>{t.colExisting}</TableHeaderCell>
            <TableHeaderCell>{t.colIncoming}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {days.map((d) => (
            <TableRow key={d.day} data-day={d.day}>
              <TableCell className={styles.day}>{dayLabel(d.day)}</TableCell>
              <TableCell className={styles.cell}>
                <Summary s={d.existing} />{' '}
                {d.existing.total ? (
                  <Badge appearance="tint" color="warning" size="small">
                    {t.replaced}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className={styles.cell}>
                <Summary s={d.incoming} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A preview's answer: back to the form, or write what it shows. */
export function PreviewActions({ busy, onBack, onConfirm, confirmLabel }: { busy: boolean; onBack: () => void; onConfirm: () => void; confirmLabel: string }) {
  return (
    <>
      <Button disabled={busy} onClick={onBack}>
        {t.backToForm}
      </Button>
      <Button appearance="primary" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
