// The live Q&A lists: pinned questions apart from the others, replies quoting their question,
// tips and auditing notices on top for a moment. Staff get reply, pin and remove actions.
// Everything is rendered as text (never as HTML).
import { Badge, Button, Input, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { PinRegular, PinOffRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { BUS_TYPE, LIVE_LIMITS, type LiveFrame } from '../../shared/live-messages.js';
import { liveQaText as t } from './live-qa-messages.js';

export interface StaffActions {
  reply(seq: number, content: string): void;
  pin(seq: number, topFlag: number): void;
  remove(seq: number): void;
  enabled: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px' },
  section: { display: 'flex', flexDirection: 'column', gap: '6px' },
  heading: { display: 'flex', alignItems: 'center', gap: '8px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  item: {
    padding: '8px 12px',
    borderRadius: '6px',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    wordBreak: 'break-word',
  },
  pinnedItem: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeft: `3px solid ${tokens.colorPaletteMarigoldBorderActive}` },
  quote: { color: tokens.colorNeutralForeground3, borderLeft: `2px solid ${tokens.colorNeutralStroke1}`, paddingLeft: '8px' },
  who: { color: tokens.colorBrandForeground1, fontWeight: 600 },
  actions: { display: 'flex', gap: '4px', alignItems: 'center', flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

function Item({ f, pinned, staff }: { f: LiveFrame; pinned: boolean; staff?: StaffActions }) {
  const styles = useStyles();
  const [draft, setDraft] = useState('');
  const isReply = f.busType === BUS_TYPE.reply;
  return (
    <li className={pinned ? `${styles.item} ${styles.pinnedItem}` : styles.item} data-testid={pinned ? 'live-pinned-item' : 'live-item'} data-seq={f.seq}>
      {isReply && f.question ? <Text size={200} className={styles.quote}>{f.question}</Text> : null}
      <Text>
        <span className={styles.who}>{isReply ? `${f.nickname}（${t.host}）` : f.nickname}：</span>
        {f.content}
      </Text>
      {staff ? (
        <div className={styles.actions}>
          {!isReply ? (
            <>
              <Input
                size="small"
                value={draft}
                maxLength={LIVE_LIMITS.contentMax}
                placeholder={t.replyPlaceholder}
                aria-label={`${t.reply} ${f.content}`}
                onChange={(_, d) => setDraft(d.value)}
              />
              <Button
                size="small"
                disabled={!staff.enabled || !draft.trim()}
                onClick={() => {
                  staff.reply(f.seq, draft);
                  setDraft('');
                }}
              >
                {t.reply}
              </Button>
            </>
          ) : null}
          <Button size="small" appearance="subtle" icon={pinned ? <PinOffRegular /> : <PinRegular />} disabled={!staff.enabled} onClick={() => staff.pin(f.seq, pinned ? 0 : 1)}>
            {pinned ? t.unpin : t.pin}
          </Button>
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} disabled={!staff.enabled} onClick={() => staff.remove(f.seq)}>
            {t.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function LiveQaList({ normal, pinned, notices, staff }: { normal: LiveFrame[]; pinned: LiveFrame[]; notices: LiveFrame[]; staff?: StaffActions }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {notices.map((n) => (
        <MessageBar key={n.seq} intent={n.busType === BUS_TYPE.auditing ? 'success' : 'info'} data-testid="live-notice">
          <MessageBarBody>{n.content}</MessageBarBody>
        </MessageBar>
      ))}
      <section className={styles.section} aria-label={t.pinned}>
        <div className={styles.heading}>
          <Text weight="semibold">{t.pinned}</Text>
          <Badge appearance="tint" color="warning">{pinned.length}</Badge>
        </div>
        <ul className={styles.list} data-testid="live-pinned">
          {pinned.map((f) => (
            <Item key={f.seq} f={f} pinned staff={staff} />
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-label={t.questions}>
        <div className={styles.heading}>
          <Text weight="semibold">{t.questions}</Text>
          <Badge appearance="tint">{normal.length}</Badge>
        </div>
        {normal.length === 0 ? <Text className={styles.empty}>{t.empty}</Text> : null}
        <ul className={styles.list} data-testid="live-normal">
          {normal.map((f) => (
            <Item key={f.seq} f={f} pinned={false} staff={staff} />
          ))}
        </ul>
      </section>
    </div>
  );
}
