// Small building blocks of the report pages: a titled card, a figure, horizontal bars, a link to
// an item's detail page.
import { Card, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, EmptyState, type DataTableProps } from '../../ui/paged-table.js';
import { contentMessages as m } from './messages.js';

export const useReportStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  head: { display: 'flex', alignItems: 'center', gap: '12px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: '16px' },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '12px' },
  figure: { padding: '12px 16px' },
  value: { fontSize: '26px', fontWeight: 600, color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  bar: { display: 'grid', gridTemplateColumns: '140px 1fr 48px', alignItems: 'center', gap: '8px' },
  barTrack: { height: '10px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: '5px', overflow: 'hidden' },
  barFill: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  card: { padding: '14px 16px', display: 'flex', flexDirection: 'column', gap: '8px' },
});

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useReportStyles();
  return (
    <Card className={styles.card}>
      <Text weight="semibold">{title}</Text>
      {children}
    </Card>
  );
}

/** Titled cards side by side (the report's grid), in the given order. */
export function SectionGrid({ sections }: { sections: { title: string; body: ReactNode }[] }) {
  const styles = useReportStyles();
  return (
    <div className={styles.grid}>
      {sections.map(({ title, body }) => (
        <Section key={title} title={title}>
          {body}
        </Section>
      ))}
    </div>
  );
}

/** A row of figures: [label, value] each. */
export function Figures({ figures }: { figures: [label: string, value: number][] }) {
  const styles = useReportStyles();
  return (
    <div className={styles.figures}>
      {figures.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </div>
  );
}

export function Figure({ label, value }: { label: string; value: number }) {
  const styles = useReportStyles();
  return (
    <Card className={styles.figure}>
      <span className={styles.value}>{value}</span>
      <span className={styles.muted}>{label}</span>
    </Card>
  );
}

export function Bars({ rows }: { rows: { label: string; count: number }[] }) {
  const styles = useReportStyles();
  const max = Math.max(1, ...rows.map((r) => r.count));
  if (!rows.length) return <EmptyState text={m.reportEmpty} />;
  return (
    <div>
      {rows.map((r) => (
        <div key={r.label} className={styles.bar}>
          <Text truncate>{r.label}</Text>
          <div className={styles.barTrack} role="meter" aria-label={r.label} aria-valuenow={r.count} aria-valuemin={0} aria-valuemax={max}>
            <div className={styles.barFill} style={{ width: `${(r.count / max) * 100}%` }} />
          </div>
          <Text>{r.count}</Text>
        </div>
      ))}
    </div>
  );
}


/** An item's title as a real link to its detail page (new tab, copy address) that navigates inside
 * the console on a plain click; plain text when the report has no detail page. */
export function DetailLink({ text, id, detailPath }: { text: string; id: number; detailPath?: string }) {
  const navigate = useNavigate();
  if (!detailPath) return <>{text}</>;
  const to = `${detailPath}?id=${id}`;
  return (
    <Link
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {text}
    </Link>
  );
}

/** A table of a report: its rows as they come (no pager); 暂无数据 said the report's way. */
export function ReportTable<T>({ label, emptyText = m.reportEmpty, ...table }: Omit<DataTableProps<T>, 'ariaLabel'> & { label: string }) {
  return <DataTable ariaLabel={label} emptyText={emptyText} {...table} />;
}
