// 点赞 and 收藏 under the public article (/newsDetails/{id}, issue 16 item 6): counts, one per
// reader (the buttons turn into 已点赞 / 已收藏, pressed; pressing again does nothing); a refusal (too many from this address) is shown.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
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
  const { likes, collects, liked, collected, error } = s.context;
  const busy = !s.matches('ready');
  return (
    <section className={styles.root} aria-label={`${t.like}与${t.collect}`}>
      <Button appearance={liked ? 'primary' : 'secondary'} aria-pressed={liked} disabled={busy} onClick={() => actor.send({ type: 'reaction.like' })}>
        {liked ? t.liked : t.like} {likes}
      </Button>
      <Button appearance={collected ? 'primary' : 'secondary'} aria-pressed={collected} disabled={busy} onClick={() => actor.send({ type: 'reaction.collect' })}>
        {collected ? t.collected : t.collect} {collects}
      </Button>
      <AlertText text={error} className={styles.error} />
      {s.matches('failed') ? <Button size="small" onClick={() => actor.send({ type: 'reactions.reload' })}>{m.retry}</Button> : null}
    </section>
  );
}
