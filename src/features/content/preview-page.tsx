// /review/preview?id= and /review/previewCopy?id= ('content/preview'): the item as the public
// would see it, for authors and reviewers (signed in; any status).
import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONTENT_PATHS, contentStatusName } from '../../../shared/content.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { ArticleView } from './article-view.js';
import { contentMessages as m } from './messages.js';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  banner: { maxWidth: '760px', margin: '0 auto', padding: '12px 16px 0' },
});

function Preview({ id, copy }: { id: number; copy: boolean }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('contentDetail'), { input: id, inspect: useInspect() });
  const item = useSelector(actor, (s) => s.context.data);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => s.context.error);
  if (loading) return <Spinner label={m.loading} style={{ padding: 48 }} />;
  if (!item)
    return (
      <div className={styles.banner}>
        <MessageBar intent="error">
          <MessageBarBody>{error ?? m.notFoundTitle}</MessageBarBody>
        </MessageBar>
      </div>
    );
  return (
    <>
      <div className={styles.banner}>
        <MessageBar intent="info">
          <MessageBarBody>
            {copy ? m.previewCopyBanner : m.previewBanner}（{m.statusLine(contentStatusName(item.status))}）
          </MessageBarBody>
        </MessageBar>
      </div>
      <ArticleView a={{ ...item, time: item.reviewTime ?? item.updateTime }} />
    </>
  );
}

export default function PreviewPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const copy = useLocation().pathname.startsWith(CONTENT_PATHS.previewCopy);
  const id = Number(params.get('id'));
  return (
    <main className={styles.page}>
      {Number.isInteger(id) && id > 0 ? (
        <Preview key={id} id={id} copy={copy} />
      ) : (
        <div className={styles.banner}>
          <MessageBar intent="warning">
            <MessageBarBody>{m.previewNeedsId}</MessageBarBody>
          </MessageBar>
        </div>
      )}
    </main>
  );
}
