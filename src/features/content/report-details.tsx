// The detail and map reports: one item (/reportDetails, /chooseDetails with ?id=), documents
// ranked by reads (/hotArticle), and library files → the stories using them (/resourceMap).
import { Badge, Button, Text } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { MEDIA_ROLE_NAMES, type ArticleRank, type MediaUsage, type ReportItemDetail } from '../../../shared/content-reports.js';
import { formatDateTime } from '../../ui/format-time.js';
import { DataTable, EmptyState } from '../../ui/paged-table.js';
import { StatusBadge } from './content-status-badge.js';
import { contentMessages as m } from './messages.js';
import { Bars, DetailLink, Figure, ReportTable, Section, useReportStyles } from './report-widgets.js';

const FILE_TYPES: Record<number, string> = { 1: '视频', 2: '音频', 3: '图片' };

export function ItemReport({ data, listPath }: { data: ReportItemDetail; listPath: string }) {
  const styles = useReportStyles();
  const navigate = useNavigate();
  const d = data.detail;
  return (
    <>
      <div>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate(listPath)}>
          {m.reportBackToList}
        </Button>
      </div>
      <Section title={d.title}>
        <Text>
          {d.typeName} · <StatusBadge status={d.status} /> · {m.author}：{d.author || d.creatorName} · {m.updateTime}：{formatDateTime(d.updateTime)}
        </Text>
        {d.summary ? <Text className={styles.muted}>{d.summary}</Text> : null}
      </Section>
      <div className={styles.figures}>
        <Figure label={m.viewsTotal} value={d.views} />
        <Figure label={m.releaseTimes} value={d.releases.length} />
        <Figure label={m.reportReviews} value={d.reviews.length} />
      </div>
      <div className={styles.grid}>
        <Section title={m.reportDailyViews}>
          <Bars rows={data.dailyViews.map((v) => ({ label: v.day, count: v.count }))} />
        </Section>
        <Section title={m.reportReleases}>
          <ReportTable label={m.reportReleases} rows={d.releases} rowKey={(r) => r.releaseId} emptyText={m.reportNoReleases} columns={[
            { key: 'column', title: m.column, render: (r) => `${r.columnName}（${r.portal === 'app' ? 'APP' : '网站'}）` },
            { key: 'time', title: m.releaseTime, width: '160px', render: (r) => formatDateTime(r.createTime) },
          ]} />
        </Section>
        <Section title={m.reportReviews}>
          <ReportTable label={m.reportReviews} rows={d.reviews} rowKey={(r) => r.id} emptyText={m.reportNoReviews} columns={[
            { key: 'who', title: m.reportReviewer, width: '100px', render: (r) => r.reviewerName },
            { key: 'pass', title: m.status, width: '70px', render: (r) => (r.pass ? m.reviewPassed : m.reviewRejected) },
            { key: 'opinion', title: m.opinion, render: (r) => r.opinion || '—' },
            { key: 'time', title: m.updateTime, width: '160px', render: (r) => formatDateTime(r.createTime) },
          ]} />
        </Section>
      </div>
    </>
  );
}

export function ArticleRanking({ data, title, detailPath }: { data: ArticleRank[]; title: string; detailPath: string }) {
  return (
    <ReportTable label={title} rows={data} rowKey={(r) => r.contentId} rank columns={[
      { key: 'title', title: m.title, render: (r) => <DetailLink text={r.title} id={r.contentId} detailPath={detailPath} /> },
      { key: 'author', title: m.author, width: '100px', render: (r) => r.author || '—' },
      { key: 'views', title: m.periodViews, width: '100px', render: (r) => r.views },
      { key: 'total', title: m.viewsTotal, width: '90px', render: (r) => r.totalViews },
      { key: 'releases', title: m.releaseTimes, width: '80px', render: (r) => r.releaseCount },
      { key: 'time', title: m.firstPublish, width: '160px', render: (r) => (r.publishTime ? formatDateTime(r.publishTime) : '—') },
    ]} />
  );
}

export function ResourceMap({ data, title, detailPath }: { data: MediaUsage[]; title: string; detailPath: string }) {
  if (!data.length) return <EmptyState text={m.resourceEmpty} />;
  return (
    <DataTable
      ariaLabel={title}
      rows={data}
      rowKey={(r) => r.fileId}
      columns={[
        { key: 'file', title: m.resourceFile, width: '220px', render: (r) => `${r.fileName}（${FILE_TYPES[r.fileType] ?? '文件'}）` },
        { key: 'count', title: m.resourceUseCount, width: '80px', render: (r) => r.uses.length },
        {
          key: 'uses',
          title: m.resourceUses,
          render: (r) => (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 12px' }}>
              {r.uses.map((u) => (
                <span key={`${u.contentId}-${u.role}`}>
                  <DetailLink text={u.title} id={u.contentId} detailPath={detailPath} />{' '}
                  <Badge appearance="tint" size="small">
                    {MEDIA_ROLE_NAMES[u.role]}
                  </Badge>
                </span>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
