// 标签管理: the tenant's file tags in a dialog — add, rename, pin to the top, delete.
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, Input, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { DeleteRegular, PinOffRegular, PinRegular, RenameRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { tagMessages as m } from '../../../shared/media-texts.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { commonMessages } from '../../ui/messages.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '6px', padding: '4px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  name: { flex: 1 },
  add: { display: 'flex', gap: '8px', alignItems: 'flex-end', marginBottom: '12px' },
  list: { maxHeight: '50vh', overflowY: 'auto' },
});

function TagList() {
  const s = useStyles();
  const actor = useActorRef(useLogic('fileTags'), { inspect: useInspect() });
  const snap = useSelector(actor, (x) => x);
  const { tags, draft, editing, error } = snap.context;
  const busy = snap.matches({ action: 'running' });
  return (
    <>
      <form
        className={s.add}
        onSubmit={onFormSubmit(() => actor.send({ type: 'tag.add' }))}
      >
        <Field label={m.placeholder} validationMessage={editing ? undefined : (error ?? undefined)} style={{ flex: 1 }}>
          <Input value={draft} onChange={(_, d) => actor.send({ type: 'draft.change', value: d.value })} disabled={busy} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy}>
          {m.add}
        </Button>
      </form>
      {snap.matches({ list: 'loading' }) && !tags.length ? <Spinner aria-label={commonMessages.loading} size="small" /> : null}
      {snap.matches({ list: 'loaded' }) && !tags.length ? <Text>{m.empty}</Text> : null}
      <div className={s.list} role="list" aria-label={m.title}>
        {tags.map((t) => (
          <div key={t.tagId} className={s.row} role="listitem" aria-label={t.tagName}>
            {editing?.tagId === t.tagId ? (
              <form
                style={{ display: 'flex', gap: '6px', flex: 1 }}
                onSubmit={onFormSubmit(() => actor.send({ type: 'edit.save' }))}
              >
                <Field validationMessage={error ?? undefined} style={{ flex: 1 }}>
                  <Input aria-label={m.rename} value={editing.name} onChange={(_, d) => actor.send({ type: 'edit.change', value: d.value })} autoFocus />
                </Field>
                <Button type="submit" size="small" appearance="primary" disabled={busy}>
                  {m.save}
                </Button>
                <Button size="small" onClick={() => actor.send({ type: 'edit.cancel' })}>
                  {m.cancel}
                </Button>
              </form>
            ) : (
              <>
                <Text className={s.name}>{t.tagName}</Text>
                {t.top ? (
                  <Badge appearance="tint" color="brand">
                    {m.pin}
                  </Badge>
                ) : null}
                <Button size="small" appearance="subtle" icon={<RenameRegular />} aria-label={`${m.rename}：${t.tagName}`} disabled={busy} onClick={() => actor.send({ type: 'edit.start', tag: t })} />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={t.top ? <PinOffRegular /> : <PinRegular />}
                  aria-label={`${t.top ? m.unpin : m.pin}：${t.tagName}`}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'tag.top', tagId: t.tagId, top: t.top ? 0 : 1 })}
                />
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`${m.delete}：${t.tagName}`} disabled={busy} onClick={() => actor.send({ type: 'tag.delete', tagId: t.tagId })} />
              </>
            )}
          </div>
        ))}
      </div>
    </>
  );
}

/** The toolbar button that opens the tag manager (its machine lives while the dialog is open). */
export function TagManagerButton() {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<TagMultipleRegular />}>{m.manage}</Button>
      </DialogTrigger>
      <DialogSurface style={{ maxWidth: '480px' }}>
        <DialogBody>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogContent>
            <TagList />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{m.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
