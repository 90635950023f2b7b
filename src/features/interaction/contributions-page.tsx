// 投稿审核 (/interaction/contributions, component 'interaction/contributions'): the audience's
// contributions — filter by status and keyword; open one to read it whole with its attachments;
// 采用 asks first, then makes a draft in content production (a message bar leads to it: 查看草稿),
// 退回 asks for the reason, 删除 asks first. The 投稿 message leads here.
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { DismissRegular, Video20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PATHS } from '../../../shared/content.js';
import type { ContributionItem } from '../../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as MT } from '../../../shared/contribution-texts.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import type { ContributionCommand } from '../../machines/contribution-queue.machine.js';
import { actionsColumn, confirmEvents, pageGoEvents } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { useInteractionStyles } from './interaction-styles.js';
import { ListFilters } from './list-filters.js';
import { CONTRIBUTION_STATUS_NAMES, contributionText as t } from './contribution-messages.js';

const STATUS_COLORS = { 0: 'warning', 1: 'success', 2: 'subtle' } as const;

function Attachments({ c }: { c: ContributionItem }) {
  const styles = useInteractionStyles();
  if (!c.files.length) return <Text className={styles.muted}>{t.noFiles}</Text>;
  return (
    <div className={styles.actions}>
      {c.files.map((f) =>
        f.fileType === 1 ? (
          <video key={f.fileId} src={f.url} poster={f.cover || undefined} controls width={240} aria-label={f.fileName} />
        ) : f.fileType === 3 ? (
          <img key={f.fileId} src={f.url} alt={f.fileName} width={120} height={90} style={{ objectFit: 'cover' }} />
        ) : (
          <a key={f.fileId} href={f.url} target="_blank" rel="noreferrer">{f.fileName}</a>
        ),
      )}
    </div>
  );
}

/** The list's attachment cell: the first one's thumbnail (an image, or a video's cover frame) and the count. */
function FilesCell({ c }: { c: ContributionItem }) {
  const styles = useInteractionStyles();
  const first = c.files.find((f) => f.cover) ?? c.files[0];
  if (!first) return <Text className={styles.muted}>{t.noFiles}</Text>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '4px' }} data-testid="contribution-files">
      {first.cover ? (
        <img src={first.cover} alt={first.fileName} width={48} height={36} style={{ objectFit: 'cover', borderRadius: '2px' }} />
      ) : first.fileType === 1 ? (
        <Video20Regular aria-label={first.fileName} />
      ) : null}
      <Text size={200}>{c.files.length}</Text>
    </span>
  );
}

export default function ContributionsPage() {
  const styles = useInteractionStyles();
  const actor = useKeptActor('list', useLogic('contributionQueue'), { input: {}, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const { status, keyWord, rows, total, pageIndex, pageSize, viewing, pending, reason, error, draft } = s.context;
  const navigate = useNavigate();
  const idle = s.matches('ready');
  const act = (kind: ContributionCommand['kind'], c: ContributionItem) => actor.send({ type: 'contribution.act', command: { kind, id: c.id } });
  const opened = idle && viewing !== null ? rows.find((c) => c.id === viewing) ?? null : null;
  const decisions = (c: ContributionItem) =>
    c.status === 0 ? (
      <>
        <Button size="small" appearance="primary" disabled={!idle} onClick={() => act('pass', c)}>{t.pass}</Button>
        <Button size="small" disabled={!idle} onClick={() => act('back', c)}>{t.back}</Button>
      </>
    ) : null;

  const columns: PagedColumn<ContributionItem>[] = [
    { key: 'title', title: t.title, width: '200px', render: (c) => c.title },
    { key: 'content', title: t.content, render: (c) => <div className={styles.content}>{c.content.length > 80 ? `${c.content.slice(0, 80)}…` : c.content}</div> },
    { key: 'contact', title: t.contact, width: '140px', render: (c) => (<>{c.name}{c.phone ? <div className={styles.muted}>{c.phone}</div> : null}</>) },
    { key: 'files', title: t.files, width: '96px', render: (c) => <FilesCell c={c} /> },
    { key: 'time', title: t.time, width: '160px', render: (c) => formatDateTime(c.createTime) },
    {
      key: 'status',
      title: t.status,
      width: '150px',
      render: (c) => (
        <div>
          <Badge appearance="filled" color={STATUS_COLORS[c.status as 0 | 1 | 2] ?? 'subtle'}>{CONTRIBUTION_STATUS_NAMES[c.status]}</Badge>
          {c.contentId ? <div className={styles.muted}>{t.draftMade(c.contentId)}</div> : null}
          {c.reason ? <div className={styles.muted}>{t.returnedFor}{c.reason}</div> : null}
        </div>
      ),
    },
    actionsColumn(t.actions, '270px', (c) => (
      <div className={styles.actions} data-testid="contribution-actions">
        <Button size="small" disabled={!idle} onClick={() => actor.send({ type: 'item.view', id: c.id })}>{t.view}</Button>
        {decisions(c)}
        <Button size="small" appearance="subtle" disabled={!idle} onClick={() => act('delete', c)}>{t.delete}</Button>
      </div>
    )),
  ];

  return (
    <ListScreen
      title={t.contributionsTitle}
      filters={<ListFilters status={status} statusNames={CONTRIBUTION_STATUS_NAMES} keyWord={keyWord} keywordHint={t.contributionHint} disabled={!idle} send={actor.send} />}
      toolbar={
        draft ? (
          <MessageBar intent="success" data-testid="contribution-draft">
            <MessageBarBody>{t.draftMade(draft.contentId)}</MessageBarBody>
            <MessageBarActions
              containerAction={<Button appearance="transparent" icon={<DismissRegular />} aria-label={t.dismiss} onClick={() => actor.send({ type: 'draft.dismiss' })} />}
            >
              <Button onClick={() => navigate(`${CONTENT_PATHS.edit}?type=${draft.type}&id=${draft.contentId}`)}>{t.viewDraft}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : null
      }
      table={{
        ariaLabel: t.contributionsTitle, columns, rows, rowKey: (c) => c.id, loading: s.matches('loading') || s.matches('running'),
        emptyText: t.emptyContributions, rowProps: () => ({ 'data-testid': 'contribution-row' }),
        pager: { total, pageIndex, pageSize, ...pageGoEvents(actor.send) },
        problem: { failed: s.matches('failed'), error: s.matches('returning') ? '' : error, onRetry: () => actor.send({ type: 'list.reload' }) },
      }}
    >
      <Dialog open={opened !== null} onOpenChange={(_, d) => !d.open && actor.send({ type: 'view.close' })}>
        <DialogSurface style={{ maxWidth: 720 }}>
          {opened ? (
            <DialogBody>
              <DialogTitle>{opened.title}</DialogTitle>
              <DialogContent>
                <div className={styles.page}>
                  <Text className={styles.muted}>
                    {opened.name}
                    {opened.phone ? ` · ${opened.phone}` : ''} · {formatDateTime(opened.createTime)} · {CONTRIBUTION_STATUS_NAMES[opened.status]}
                  </Text>
                  <div className={styles.content} style={{ maxWidth: 'none' }}>{opened.content}</div>
                  <Attachments c={opened} />
                </div>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => actor.send({ type: 'view.close' })}>{t.close}</Button>
                {decisions(opened)}
              </DialogActions>
            </DialogBody>
          ) : null}
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={s.matches('confirming')}
        title={t.confirmTitle}
        text={pending?.kind === 'pass' ? MT.confirmPass : MT.confirmDelete}
        confirmLabel={pending?.kind === 'pass' ? t.pass : undefined}
        alert={pending?.kind !== 'pass'}
        {...confirmEvents(actor.send)}
      />
      <FormDialog
        open={s.matches('returning')}
        title={t.backTitle}
        submitLabel={t.back}
        error={s.matches('returning') ? error : null}
        onSubmit={() => actor.send({ type: 'reason.submit' })}
        onClose={() => actor.send({ type: 'reason.cancel' })}
      >
        <Field label={t.reason} hint={t.reasonHint} required>
          <Textarea value={reason} resize="vertical" rows={3} onChange={(_, d) => actor.send({ type: 'reason.change', value: d.value })} />
        </Field>
        {pending ? <Text className={styles.muted}>{rows.find((c) => c.id === pending.id)?.title}</Text> : null}
      </FormDialog>
    </ListScreen>
  );
}
