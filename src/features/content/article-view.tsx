// An item as the public sees it (mobile-first): title, source, author, time, cover, then the
// body of its type: server-sanitised HTML, a gallery with captions, a player, or the link.
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { captionsOf } from '../../../shared/content-console.js';
import type { PublicNews } from '../../../shared/content.js';
import { formatDateTime } from '../../ui/format-time.js';
import { contentMessages as m } from './messages.js';
import { usePoster } from '../../ui/cover-image.js';

/** What the article shows: the public item's fields, with the time it goes by. */
export type ArticleData = Pick<PublicNews, 'type' | 'title' | 'summary' | 'body' | 'coverUrl' | 'files' | 'linkUrl' | 'author' | 'source'> & { time: number };

const useStyles = makeStyles({
  article: { maxWidth: '760px', margin: '0 auto', padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px', boxSizing: 'border-box', width: '100%' },
  title: { fontSize: '22px', lineHeight: '1.4', fontWeight: 600, margin: 0, wordBreak: 'break-word' },
  meta: { display: 'flex', flexWrap: 'wrap', gap: '4px 14px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  summary: { padding: '10px 12px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: '6px', color: tokens.colorNeutralForeground2 },
  body: {
    fontSize: '16px',
    lineHeight: '1.8',
    wordBreak: 'break-word',
    '& img, & video': { maxWidth: '100%', height: 'auto', display: 'block', margin: '8px auto' },
    '& blockquote': { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, margin: '8px 0', paddingLeft: '12px', color: tokens.colorNeutralForeground3 },
    '& h2': { fontSize: '19px', lineHeight: '1.5', margin: '16px 0 8px' },
    '& h3': { fontSize: '17px', lineHeight: '1.5', margin: '14px 0 6px' },
    // an image figure: its width (style="width: 50%", set by the editor) centred, the caption under it
    '& figure': { margin: '12px auto', maxWidth: '100%' },
    '& figure img': { margin: '0 auto', borderRadius: '4px' },
    '& figure[data-width] img': { width: '100%' },
    '& figcaption': { marginTop: '6px', textAlign: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300, lineHeight: '1.5' },
    // tables take the column's width with equal columns, their text wrapping (also on a phone)
    '& table': { width: '100% !important', minWidth: '0 !important', tableLayout: 'fixed', borderCollapse: 'collapse', margin: '12px 0', fontSize: '15px', lineHeight: '1.6' },
    '& th, & td': { border: `1px solid ${tokens.colorNeutralStroke1}`, padding: '6px 8px', verticalAlign: 'top', overflowWrap: 'anywhere' },
    '& th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: 600 },
    '& td p, & th p': { margin: 0 },
  },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  image: { width: '100%', borderRadius: '6px' },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  player: { width: '100%', borderRadius: '6px', backgroundColor: '#000' },
});

export function ArticleView({ a }: { a: ArticleData }) {
  const styles = useStyles();
  const poster = usePoster(a.coverUrl || a.files[0]?.cover);
  const captions = a.type === 4 ? captionsOf(a.body) : [];
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{a.title}</h1>
      <div className={styles.meta}>
        {a.source ? (
          <span>
            {m.sourceLabel}：{a.source}
          </span>
        ) : null}
        {a.author ? (
          <span>
            {m.authorLabel}：{a.author}
          </span>
        ) : null}
        {a.time ? <time dateTime={new Date(a.time).toISOString()}>{formatDateTime(a.time)}</time> : null}
      </div>
      {a.summary ? <Text className={styles.summary}>{a.summary}</Text> : null}
      {a.type === 2 && a.files[0] ? (
        <video className={styles.player} src={a.files[0].url} poster={poster} controls playsInline preload="metadata" />
      ) : null}
      {a.type === 3 && a.files[0] ? <audio src={a.files[0].url} controls preload="metadata" style={{ width: '100%' }} /> : null}
      {a.type === 4
        ? a.files.map((f, i) => (
            <figure key={f.fileId} className={styles.figure}>
              <img className={styles.image} src={f.url} alt={captions[i] || f.fileName} loading="lazy" />
              {captions[i] ? <figcaption className={styles.caption}>{captions[i]}</figcaption> : null}
            </figure>
          ))
        : null}
      {a.type === 5 && a.linkUrl ? (
        <Link href={a.linkUrl} target="_blank" rel="noopener noreferrer">
          {m.openLink}：{a.linkUrl}
        </Link>
      ) : null}
      {a.type === 1 || (a.type !== 4 && a.body) ? (
        // the body is sanitised by the server (scripts, handlers and javascript: URLs removed)
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: a.body }} />
      ) : null}
    </article>
  );
}
