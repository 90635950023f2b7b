// 点赞, 收藏 and 关注 under the public article (/newsDetails/{id}): counts, one per
// reader (the buttons turn into 已点赞 / 已收藏, pressed; pressing again does nothing); one 关注
// button per column the article is in (关注「栏目」 N, pressed as 已关注「栏目」 N; pressing it again
// unfollows); a refusal (too many from this address) is shown.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { FOLLOW_TEXTS as f } from '../../../shared/follows.js';
import { REACTION_TEXTS as t } from '../../../shared/reactions.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { contentMessages as m } from './messages.js';
import { AlertText } from '../../ui/alert-text.js';

const useStyles = makeStyles({
  root: { maxWidth: '720px', margin: '0 auto', padding: '4px 16px', display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function NewsReactions({ contentId }: { contentId: number }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('newsReactions'), { input: { contentId }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { likes, collects, liked, collected, columns, error } = s.context;
  const busy = !s.matches('ready');
  return (
    <section className={styles.root} aria-label={`${t.like}、${t.collect}与${f.follow}`}>
      <Button appearance={liked ? 'primary' : 'secondary'} aria-pressed={liked} disabled={busy} onClick={() => actor.send({ type: 'reaction.like' })}>
        {liked ? t.liked : t.like} {likes}
      </Button>
      <Button appearance={collected ? 'primary' : 'secondary'} aria-pressed={collected} disabled={busy} onClick={() => actor.send({ type: 'reaction.collect' })}>
        {collected ? t.collected : t.collect} {collects}
      </Button>
      {columns.map((c) => (
        <Button
          key={c.columnId}
          appearance={c.followed ? 'primary' : 'secondary'}
          aria-pressed={c.followed}
          disabled={busy}
          onClick={() => actor.send({ type: c.followed ? 'column.unfollow' : 'column.follow', columnId: c.columnId })}
        >
          {f.button(c.followed, c.columnName, c.follows)}
        </Button>
      ))}
      <AlertText text={error} className={styles.error} />
      {s.matches('failed') ? <Button size="small" onClick={() => actor.send({ type: 'reactions.reload' })}>{m.retry}</Button> : null}
    </section>
  );
}
