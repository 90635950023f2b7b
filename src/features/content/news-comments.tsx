// The comments under the public article page (/newsDetails/{id}): the approved
// comments, pinned first, with the newsroom's replies; a reader posts one without an account
// (checked by the newsComments machine, then by the server: forbidden words, floods, forbidden
// users — the server's refusal is shown on the form).
import { Badge, Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { commentFormErrors } from '../../machines/news-comments.machine.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { newsCommentText as t } from './messages.js';

const useStyles = makeStyles({
  root: { maxWidth: '720px', margin: '0 auto', padding: '8px 16px 48px', display: 'flex', flexDirection: 'column', gap: '16px' },
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: '10px' },
  meta: { display: 'flex', gap: '8px', alignItems: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: '4px' },
  reply: { marginTop: '6px', padding: '6px 10px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  notice: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function NewsComments({ contentId }: { contentId: number }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('newsComments'), { input: { contentId }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { list, total, nickname, content, attempted, error, notice, loadError } = s.context;
  const errors = attempted ? commentFormErrors({ nickname, content }) : { nickname: '', content: '' };
  const posting = s.matches('posting');
  return (
    <section className={styles.root} aria-labelledby="news-comments-heading">
      <Text as="h2" id="news-comments-heading" size={500} weight="semibold">
        {t.count(total)}
      </Text>
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'comment.submit' }); }}>
        <Field label={t.nickname} required validationMessage={errors.nickname || undefined}>
          <Input value={nickname} maxLength={40} onChange={(_, d) => actor.send({ type: 'field.change', name: 'nickname', value: d.value })} />
        </Field>
        <Field label={t.comment} required validationMessage={errors.content || error || undefined}>
          <Textarea value={content} rows={3} resize="vertical" onChange={(_, d) => actor.send({ type: 'field.change', name: 'content', value: d.value })} />
        </Field>
        {notice ? <Text className={styles.notice} role="status">{notice}</Text> : null}
        <div>
          <Button type="submit" appearance="primary" disabled={posting || !s.matches('ready')}>{t.submit}</Button>
        </div>
      </form>
      {s.matches('failed') ? (
        <div>
          <Text className={styles.error} role="alert">{t.loadFailed}：{loadError}</Text>{' '}
          <Button size="small" onClick={() => actor.send({ type: 'comments.reload' })}>{t.retry}</Button>
        </div>
      ) : list.length === 0 && !s.matches('loading') ? (
        <Text className={styles.muted}>{t.none}</Text>
      ) : (
        <ul className={styles.list} aria-label={t.heading}>
          {list.map((c) => (
            <li key={c.id} className={styles.item} data-testid="public-comment">
              <div className={styles.meta}>
                <Text weight="semibold">{c.nickname}</Text>
                <span>{formatDateTime(c.createTime)}</span>
                {c.pinned ? <Badge size="small" appearance="tint" color="brand">{t.pinned}</Badge> : null}
              </div>
              <div className={styles.body}>{c.content}</div>
              {c.reply ? <div className={styles.reply}>{t.officialReply}{c.reply}</div> : null}
            </li>
          ))}
        </ul>
      )}
      {s.can({ type: 'comments.more' }) ? <Button onClick={() => actor.send({ type: 'comments.more' })}>{t.more}</Button> : null}
    </section>
  );
}
