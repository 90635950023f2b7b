// The public article page /newsDetails/{id} (no sign-in, mobile-first) and /newsDetails
// without an id (a clear not-found); fed by GET /api/web-publish/news/{id}.
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AUDIENCE_TEXTS } from '../../../shared/audience-texts.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { ArticleView } from './article-view.js';
import { contentMessages as m } from './messages.js';
import { NewsComments } from './news-comments.js';
import { NewsReactions } from './news-reactions.js';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  brand: { padding: '10px 16px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, color: tokens.colorBrandForeground1, fontWeight: 600 },
  audience: { display: 'block', maxWidth: '720px', margin: '0 auto', padding: '8px 16px', color: tokens.colorBrandForeground1 },
  center: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '12px', padding: '64px 16px', textAlign: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function NotFoundArticle() {
  const styles = useStyles();
  return (
    <div className={styles.center} role="alert">
      <Text as="h1" size={600} weight="semibold">
        {m.notFoundTitle}
      </Text>
      <Text className={styles.muted}>{m.notFoundBody}</Text>
    </div>
  );
}

function News({ id }: { id: number }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('publicNews'), { input: id, inspect: useInspect() });
  const news = useSelector(actor, (s) => s.context.data);
  const state = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const error = useSelector(actor, (s) => s.context.error);
  if (state === 'loading') return <Spinner className={styles.center} label={m.loading} />;
  if (state === 'failed' || !news)
    return (
      <>
        <NotFoundArticle />
        {error ? (
          <div className={styles.center} style={{ paddingTop: 0 }}>
            <Text className={styles.muted}>{error}</Text>
            <Button onClick={() => actor.send({ type: 'resource.reload' })}>{m.retry}</Button>
          </div>
        ) : null}
      </>
    );
  return (
    <>
      {news.tenantTitle ? <div className={styles.brand}>{news.tenantTitle}</div> : null}
      <ArticleView a={{ ...news, time: news.publishTime }} />
      <NewsReactions contentId={news.id} />
      {news.tenantDomain ? (
        <RouterLink className={styles.audience} to={`/newsDetails/audience?domain=${encodeURIComponent(news.tenantDomain)}`}>
          {AUDIENCE_TEXTS.entry}
        </RouterLink>
      ) : null}
      <NewsComments contentId={news.id} />
    </>
  );
}

export default function NewsPage() {
  const styles = useStyles();
  const { id } = useParams();
  const n = Number(id);
  return <main className={styles.page}>{Number.isInteger(n) && n > 0 ? <News key={n} id={n} /> : <NotFoundArticle />}</main>;
}
