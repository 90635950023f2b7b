// The manuscript and report pages of spec §2 (/manuscriptShows, /todayReport, /todayChoose,
// /newPublish, /fileSource, /reportDetails, /chooseDetails, /hotList, /hotArticle,
// /resourceMap and each one's 2.0 variant, path + '2'): what a newsroom reads from the data of
// content production — counts by status and type, today's reports, selected topics, the hot
// list by views, the material source map, the newest releases. 2.0 shows the same as cards.
import { Button, Spinner, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { REPORT_PAGES, type ContentListItem, type ReleaseItem, type ReportPage } from '../../../shared/content.js';
import type { ReportData } from '../../../shared/content-console.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { LoadFailedBar } from '../../ui/paged-table.js';
import { ArticleRanking, ItemReport, ResourceMap } from './report-details.js';
import { Bars, DetailLink, Figures, ReportTable, Section, SectionGrid, useReportStyles } from './report-widgets.js';
import { StatusBadge } from './content-status-badge.js';
import { contentMessages as m } from './messages.js';

function Items({ label, rows, detailPath }: { label: string; rows: ContentListItem[]; detailPath?: string }) {
  return (
    <ReportTable label={label} rows={rows} rowKey={(r) => r.id} rank columns={[
      { key: 'title', title: m.title, render: (r) => <DetailLink text={r.title} id={r.id} detailPath={detailPath} /> },
      { key: 'type', title: m.type, width: '70px', render: (r) => r.typeName },
      { key: 'status', title: m.status, width: '96px', render: (r) => <StatusBadge status={r.status} /> },
      { key: 'time', title: m.updateTime, width: '160px', render: (r) => formatDateTime(r.updateTime) },
    ]} />
  );
}

function Releases({ label, rows, detailPath }: { label: string; rows: ReleaseItem[]; detailPath?: string }) {
  return (
    <ReportTable label={label} rows={rows} rowKey={(r) => r.releaseId} rank columns={[
      { key: 'title', title: m.title, render: (r) => <DetailLink text={r.title} id={r.contentId} detailPath={detailPath} /> },
      { key: 'column', title: m.column, width: '110px', render: (r) => r.columnName },
      { key: 'type', title: m.type, width: '70px', render: (r) => r.typeName },
      { key: 'time', title: m.releaseTime, width: '160px', render: (r) => formatDateTime(r.createTime) },
    ]} />
  );
}

/** The detail page of a list ('today' → 报道详情, 'choose' → 选题详情) in the page's version. */
function detailPathOf(page: ReportPage, list: 'today' | 'choose'): string {
  return `/${list === 'today' ? 'reportDetails' : 'chooseDetails'}${page.version === 2 ? '2' : ''}`;
}

function Report({ page, report }: { page: ReportPage; report: ReportData }) {
  const styles = useReportStyles();
  switch (report.source) {
    case 'summary': {
      const d = report.data;
      return (
        <>
          <Figures figures={[[m.releasesTotal, d.releases], [m.viewsTotal, d.views], [`${m.today}${m.publish}`, d.publish.today.total], [`${m.yesterday}${m.publish}`, d.publish.yesterday.total]]} />
          <SectionGrid
            sections={[
              { title: m.byStatus, body: <Bars rows={d.byStatus.map((s) => ({ label: s.name, count: s.count }))} /> },
              { title: m.byType, body: <Bars rows={d.byType.map((s) => ({ label: s.name, count: s.count }))} /> },
            ]}
          />
        </>
      );
    }
    case 'today': {
      const d = report.data;
      return (
        <>
          <Figures figures={[[m.createdToday, d.createdCount], [m.releasedToday, d.releasedCount]]} />
          <SectionGrid
            sections={[
              { title: m.createdToday, body: <Items label={m.createdToday} rows={d.created} detailPath={detailPathOf(page, 'today')} /> },
              { title: m.releasedToday, body: <Releases label={m.releasedToday} rows={d.released} detailPath={detailPathOf(page, 'today')} /> },
            ]}
          />
        </>
      );
    }
    case 'choose': {
      const d = report.data;
      return (
        <SectionGrid
          sections={[
            { title: m.waitingTopics, body: <Items label={m.waitingTopics} rows={d.waiting} detailPath={detailPathOf(page, 'choose')} /> },
            { title: m.approvedTopics, body: <Items label={m.approvedTopics} rows={d.approved} detailPath={detailPathOf(page, 'choose')} /> },
          ]}
        />
      );
    }
    case 'hot': {
      const d = report.data;
      return page.version === 2 ? (
        <Section title={page.title}>
          <Bars rows={d.map((h) => ({ label: h.title, count: h.views }))} />
        </Section>
      ) : (
        <ReportTable label={page.title} rows={d} rowKey={(r) => r.contentId} columns={[
          { key: 'rank', title: m.rank, width: '64px', render: (_r, i) => i + 1 },
          { key: 'title', title: m.title, render: (r) => r.title },
          { key: 'type', title: m.type, width: '70px', render: (r) => r.typeName },
          { key: 'author', title: m.author, width: '100px', render: (r) => r.author },
          { key: 'views', title: m.views, width: '80px', render: (r) => r.views },
          { key: 'time', title: m.publishTime, width: '160px', render: (r) => formatDateTime(r.publishTime) },
        ]} />
      );
    }
    case 'source': {
      const d = report.data;
      const bySource = new Map<string, number>();
      for (const s of d) bySource.set(s.source || m.unknownSource, (bySource.get(s.source || m.unknownSource) ?? 0) + s.count);
      return (
        <div className={styles.grid}>
          <Section title={m.sourceName}>
            <Bars rows={[...bySource].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count)} />
          </Section>
          <Section title={`${m.sourceName} / ${m.type}`}>
            <ReportTable label={page.title} rows={d} rowKey={(r) => `${r.source}-${r.type}`} columns={[
              { key: 'source', title: m.sourceName, render: (r) => r.source || m.unknownSource },
              { key: 'type', title: m.type, width: '80px', render: (r) => r.typeName },
              { key: 'count', title: m.count, width: '80px', render: (r) => r.count },
            ]} />
          </Section>
        </div>
      );
    }
    case 'newest':
      return <Releases label={page.title} rows={report.data} detailPath={detailPathOf(page, 'today')} />;
    case 'item':
      return <ItemReport data={report.data} listPath={page.path} />;
    case 'articles':
      return <ArticleRanking data={report.data} title={page.title} detailPath={detailPathOf(page, 'today')} />;
    case 'resources':
      return <ResourceMap data={report.data} title={page.title} detailPath={detailPathOf(page, 'today')} />;
  }
}

export default function ReportScreen() {
  const { pathname, search } = useLocation();
  const page = REPORT_PAGES.find((p) => p.path === pathname) ?? REPORT_PAGES[0]!;
  const raw = Number(new URLSearchParams(search).get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  // a detail page without ?id= lists the items to pick from
  const source = page.source === 'item' && !id ? (page.list ?? 'today') : page.source;
  return <ReportView key={`${page.path}?${id}`} page={page} source={source} id={id} />;
}

function ReportView({ page, source, id }: { page: ReportPage; source: ReportPage['source']; id: number }) {
  const styles = useReportStyles();
  const actor = useActorRef(useLogic('contentReport'), { input: { source, ...(id ? { id } : {}) }, inspect: useInspect() });
  const report = useSelector(actor, (s) => s.context.data);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Text as="h2" size={600} weight="semibold">
          {page.title}
        </Text>
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} disabled={loading} onClick={() => actor.send({ type: 'resource.reload' })}>
          {m.reportRefresh}
        </Button>
      </div>
      {loading ? <Spinner label={m.loading} /> : null}
      {error ? (
        <LoadFailedBar text={`${m.loadFailed}：${error}`} retryLabel={m.retry} onRetry={() => actor.send({ type: 'resource.reload' })} />
      ) : null}
      {page.source === 'item' && !id && !loading ? <Text>{m.reportPickHint}</Text> : null}
      {report && !loading ? <Report page={page} report={report} /> : null}
    </div>
  );
}
