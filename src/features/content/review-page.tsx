// Review ('content/review', /contentProduction/review/{type}): the queue of items waiting for
// review of that type; the reviewer opens one, sees it as the public would, and approves or
// rejects it with an opinion (required to reject). Each opened item runs a contentReview chart.
// Along a 三审 chain the queue shows the level each item waits at, the dialog names it and who
// acted at each level, and a rejection may send the item back to the author or an earlier level.
// The queue opens on 待我审核 (what waits at the caller's levels) with 全部待审 beside it (every
// waiting item the data scope allows); while 智能审核 is on the dialog marks the forbidden words.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, Tab, TabList, Text, Textarea, tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONTENT_PATHS, CONTENT_STATUS, CONTENT_TYPES, type ContentListItem } from '../../../shared/content.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import { flagParam } from '../../ui/list-params.js';
import { useLogic } from '../../ui/logic.js';
import { ArticleView } from './article-view.js';
import { StatusBadge } from './content-status-badge.js';
import { ChoiceFilter, ListFilters } from './list-filters.js';
import { ReviewAuditHits } from './text-checks-panel.js';
import { useContentTable, type ListColumn } from './list-table.js';
import { contentMessages as m, historyMessages as h } from './messages.js';
import { HistoryPanel, useHistoryActor, type HistoryActor } from './history-panel.js';
import { RevisionDiffView } from './revision-diff.js';
import { lastReviewedRevision } from '../../machines/content-history.machine.js';
import { useContentRights } from './use-content-rights.js';
import { actionsColumn, RowButton } from '../../ui/list-screen-parts.js';
import { ListScreen } from '../../ui/list-screen.js';
import { LockedBy } from './lock-banner.js';
import { levelName, type ReviewLevel } from '../../../shared/review-chain.js';
import { rowsOf } from '../../machines/content-list.machine.js';

const useStyles = makeStyles({
  surface: { maxWidth: '920px', width: '94vw' },
  preview: { maxHeight: '52vh', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '6px', marginBottom: '12px' },
  history: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, display: 'flex', flexDirection: 'column', gap: '2px', marginTop: '8px' },
  tab: { maxHeight: '56vh', overflowY: 'auto' },
  stale: { display: 'flex', flexDirection: 'column', gap: '12px', maxHeight: '60vh', overflowY: 'auto' },
});

/** The working copy as the public would see it, and the item's review records (read once per revision). */
function ReviewPreview({ id }: { id: number }) {
  const styles = useStyles();
  const detailActor = useActorRef(useLogic('contentDetail'), { input: id, inspect: useInspect() });
  const detail = useSelector(detailActor, (s) => s.context.data);
  return (
    <>
      <div className={styles.preview} data-testid="review-preview">
        {detail ? <ArticleView a={{ ...detail, time: detail.submitTime ?? detail.updateTime }} /> : <Spinner label={m.loading} style={{ padding: 24 }} />}
      </div>
      <Link href={`${CONTENT_PATHS.preview}?id=${id}`} target="_blank" rel="noopener">
        <OpenRegular /> {m.openPreview}
      </Link>
      {detail?.reviews.length ? (
        <div className={styles.history}>
          <Text weight="semibold">{m.reviewHistory}</Text>
          {detail.reviews.map((r) => (
            <span key={r.id}>
              {formatDateTime(r.createTime)} {detail.reviewLevels.length > 1 ? `【${r.levelName}】` : ''}
              {r.reviewerName} {r.pass ? m.passed : r.backTo ? m.backedTo(levelName(detail.reviewLevels, r.backTo)) : m.rejected}
              {r.opinion ? `：${r.opinion}` : ''}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * What changed in the revision under review: a pending update against the live version readers
 * see; otherwise against the revision of the last review, if any.
 */
function ReviewDiff({ id, revision, isUpdate, history }: { id: number; revision: number; isUpdate: boolean; history: HistoryActor }) {
  const styles = useStyles();
  const loaded = useSelector(history, (s) => !s.matches('loading') || s.context.entries.length > 0);
  const base = useSelector(history, (s) => lastReviewedRevision(s.context.entries, revision));
  if (isUpdate) return <RevisionDiffView key={revision} id={id} from={{ kind: 'live' }} to={{ kind: 'revision', revision }} caption={h.diffUpdate} />;
  if (!loaded) return <Spinner size="small" label={h.loadingDiff} />;
  if (base === null) return <Text className={styles.history}>{h.firstSubmission}</Text>;
  return <RevisionDiffView key={`${base}-${revision}`} id={id} from={{ kind: 'revision', revision: base }} to={{ kind: 'revision', revision }} caption={h.diffSinceReview(base)} />;
}

type ReviewTab = 'content' | 'diff' | 'history';

function ReviewDialog({ item, onClose }: { item: ContentListItem; onClose: (changed: boolean) => void }) {
  const styles = useStyles();
  // A published item's pending update is reviewed like a waiting item; the revision seen goes with the review.
  const isUpdate = item.update?.status === 1;
  const status = isUpdate ? CONTENT_STATUS.waiting : item.status;
  const review = useActorRef(useLogic('contentReview'), {
    input: { item: { id: item.id, type: item.type, status, revision: item.revision, level: item.reviewLevel } },
    inspect: useInspect(),
  });
  // the type's chain (levels and their names), read with the item
  const chainActor = useActorRef(useLogic('contentDetail'), { input: item.id, inspect: useInspect() });
  const detail = useSelector(chainActor, (s) => s.context.data);
  const levels = detail?.reviewLevels ?? [];
  const history = useHistoryActor(item.id);
  const snap = useSelector(review, (s) => s);
  const busy = snap.matches('approving') || snap.matches('rejecting');
  const inChain = snap.matches('passedLevel') || snap.matches('sentBack');
  const done = snap.matches('approved') || snap.matches('rejected') || inChain;
  const here = levelName(levels, item.reviewLevel) || item.reviewLevelName;
  const backTo = snap.context.backTo;
  const stale = snap.matches('stale');
  const revision = snap.context.item.revision ?? item.revision;
  // the reviewer of an update sees what changes for readers first
  const [tab, setTab] = useState<ReviewTab>(isUpdate ? 'diff' : 'content');
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose(done) : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {m.review}：{item.title}
          </DialogTitle>
          <DialogContent>
            {levels.length > 1 ? (
              <Text as="p" weight="semibold" data-testid="review-level" style={{ marginTop: 0 }}>
                {m.reviewLevel}：{m.levelOf(here, item.reviewLevel, levels.length)}
              </Text>
            ) : null}
            {stale ? (
              <div className={styles.stale} data-testid="review-stale">
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>{h.staleTitle}</MessageBarTitle>
                    {snap.context.error} {h.staleHelp}
                  </MessageBarBody>
                </MessageBar>
                {snap.context.latest !== null ? (
                  <RevisionDiffView id={item.id} from={{ kind: 'revision', revision }} to={{ kind: 'revision', revision: snap.context.latest }} />
                ) : null}
                <div>
                  <Button
                    appearance="primary"
                    onClick={() => {
                      review.send({ type: 'review.again' });
                      history.send({ type: 'history.reload' });
                    }}
                  >
                    {h.reviewAgain}
                  </Button>
                </div>
              </div>
            ) : (
              <>
                {detail ? <ReviewAuditHits detail={detail} /> : null}
                <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as ReviewTab)} style={{ marginBottom: 8 }}>
                  <Tab value="content">{h.tabContent}</Tab>
                  <Tab value="diff">{h.tabDiff}</Tab>
                  <Tab value="history">{h.tabHistory}</Tab>
                </TabList>
                <div className={styles.tab}>
                  {tab === 'content' ? <ReviewPreview key={revision} id={item.id} /> : null}
                  {tab === 'diff' ? <ReviewDiff id={item.id} revision={revision} isUpdate={isUpdate} history={history} /> : null}
                  {tab === 'history' ? <HistoryPanel history={history} canRestore={false} /> : null}
                </div>
              </>
            )}
            {done ? (
              <MessageBar intent={snap.matches('approved') || snap.matches('passedLevel') ? 'success' : 'warning'} style={{ marginTop: 12 }}>
                <MessageBarBody>{doneText(snap.value as string, here, levelName(levels, snap.context.item.level ?? 1), snap.context.rejectedWith)}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                <Field label={m.opinion} style={{ marginTop: 12 }} validationMessage={snap.context.error ?? undefined}>
                  <Textarea
                    value={snap.context.opinion}
                    placeholder={m.opinionPlaceholder}
                    maxLength={500}
                    disabled={!snap.can({ type: 'opinion.change', opinion: '' })}
                    onChange={(_, d) => review.send({ type: 'opinion.change', opinion: d.value })}
                  />
                </Field>
                {item.reviewLevel > 1 && levels.length > 1 ? (
                  <Field label={m.backTo} style={{ marginTop: 8, maxWidth: 280 }}>
                    <Select
                      value={String(backTo)}
                      disabled={!snap.can({ type: 'backTo.change', backTo: 0 })}
                      onChange={(_, d) => review.send({ type: 'backTo.change', backTo: Number(d.value) })}
                    >
                      <option value="0">{m.backToAuthor}</option>
                      {levels
                        .filter((l: ReviewLevel) => l.level < item.reviewLevel)
                        .map((l: ReviewLevel) => (
                          <option key={l.level} value={String(l.level)}>
                            {m.backToLevel(l.name)}
                          </option>
                        ))}
                    </Select>
                  </Field>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(done)}>{m.close}</Button>
            {!done && !stale ? (
              <>
                <Button disabled={busy || !snap.can({ type: 'review.reject' })} onClick={() => review.send({ type: 'review.reject' })}>
                  {snap.matches('rejecting') ? <Spinner size="extra-tiny" /> : backTo ? m.sendBack(levelName(levels, backTo)) : m.reject}
                </Button>
                <Button appearance="primary" disabled={busy || !snap.can({ type: 'review.approve' })} onClick={() => review.send({ type: 'review.approve' })}>
                  {snap.matches('approving') ? <Spinner size="extra-tiny" /> : m.approve}
                </Button>
              </>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The dialog's closing message: approved, passed on to the next level, sent back to a level, or rejected. */
function doneText(state: string, here: string, levelNow: string, reason: string): string {
  if (state === 'approved') return m.passed;
  if (state === 'passedLevel') return m.passedLevel(here, levelNow);
  if (state === 'sentBack') return m.sentBackTo(levelNow, reason);
  return `${m.rejected}：${reason}`;
}

/** 待我审核 (the default) or 全部待审 (content/page atMyLevel=1 or not). */
const QUEUE_CHOICES = [{ value: 'mine', label: m.atMyLevel }];

export default function ContentReviewPage() {
  const { pathname } = useLocation();
  const info = CONTENT_TYPES.find((t) => pathname.startsWith(t.reviewPath)) ?? CONTENT_TYPES[0];
  const rights = useContentRights();
  // ?atMyLevel=1 (待我处理's 待我审核 link) opens a fresh queue at the caller's level (the default
  // filter), not a kept one switched to 全部待审; read once
  const [params] = useSearchParams();
  const [atMyLevel] = useState(() => flagParam(params, 'atMyLevel'));
  const list = useKeptActor(`list:${atMyLevel ?? ''}`, useLogic('contentList'), {
    input: { kind: 'review', filters: { type: info.type, status: 1 } },
    inspect: useInspect(),
  });
  const ctx = useSelector(list, (s) => s.context);
  const [open, setOpen] = useState<ContentListItem | null>(null);
  const rows = rowsOf(ctx, 'review');
  const columns: ListColumn<ContentListItem>[] = [
    {
      key: 'title',
      title: m.title,
      render: (r) => (
        <>
          <Link onClick={() => setOpen(r)}>{r.title}</Link>
          <LockedBy holder={r.lockedBy} />
        </>
      ),
    },
    { key: 'status', title: m.status, width: '160px', render: (r) => <StatusBadge status={r.status} update={r.update} /> },
    { key: 'level', title: m.reviewLevel, width: '110px', render: (r) => <span data-testid="waiting-level">{r.reviewLevelName}</span> },
    { key: 'author', title: m.author, width: '110px', render: (r) => r.author || r.creatorName },
    { key: 'submit', title: m.submitTime, width: '170px', render: (r) => formatDateTime(r.submitTime ?? r.updateTime) },
    actionsColumn(m.actions, '160px', (r) => (
      <>
        <Button size="small" appearance="primary" onClick={() => setOpen(r)}>
          {m.review}
        </Button>{' '}
        <RowButton onClick={() => window.open(`${CONTENT_PATHS.preview}?id=${r.id}`, '_blank', 'noopener')}>{m.preview}</RowButton>
      </>
    )),
  ];
  const table = useContentTable(list, { ariaLabel: m.waitingList, columns, rows, rowKey: (r) => r.id });
  return (
    <ListScreen
      title={m.reviewTitle(info.name)}
      filters={
        <ListFilters filters={ctx.filters} onChange={(filters) => list.send({ type: 'filter.change', filters })}>
          <ChoiceFilter
            label={m.queueScope}
            all={m.allWaiting}
            choices={QUEUE_CHOICES}
            value={ctx.filters.allLevels ? '' : 'mine'}
            onChange={(v) => list.send({ type: 'filter.change', filters: { allLevels: v === '' ? 1 : undefined } })}
          />
        </ListFilters>
      }
      toolbar={
        !rights.canReview(info.type) ? (
          <MessageBar intent="warning">
            <MessageBarBody>{m.noRight}</MessageBarBody>
          </MessageBar>
        ) : null
      }
      table={table}
    >
      {open ? (
        <ReviewDialog
          key={open.id}
          item={open}
          onClose={(changed) => {
            setOpen(null);
            if (changed) list.send({ type: 'list.reload' });
          }}
        />
      ) : null}
    </ListScreen>
  );
}
