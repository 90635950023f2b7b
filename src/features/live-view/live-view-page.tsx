// /liveView?passagewayId= and /liveViewAudio?passagewayId=: reachable without a token (spec
// §2 guard). Reads the channel's public information, plays it, and runs the live Q&A: viewers
// ask, see replies and pinned questions in real time. With `domainName` and `liveTvId` it also
// shows that channel's public programme guide (now, next, today); with only those, the guide
// alone. Nothing here reads the session.
import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIVE_LIMITS } from '../../../shared/live-messages.js';
import type { PublicLiveChannel } from '../../../shared/message-types.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { LivePlayer } from '../../ui/live-player.js';
import { LiveQaList } from '../../ui/live-qa-list.js';
import { liveQaText } from '../../ui/live-qa-messages.js';
import { liveViewText as t } from './messages.js';
import { ProgrammeGuidePanel } from './programme-guide.js';


const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2, padding: '24px', boxSizing: 'border-box' },
  wrap: { maxWidth: '1200px', margin: '0 auto', display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', gap: '20px' },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '16px', boxShadow: tokens.shadow4 },
  qa: { display: 'flex', flexDirection: 'column', gap: '12px', maxHeight: 'calc(100vh - 48px)', overflowY: 'auto' },
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  center: { padding: '80px 0', textAlign: 'center' },
  status: { color: tokens.colorNeutralForeground3 },
  guide: { marginTop: '16px' },
  guideOnly: { maxWidth: '720px', margin: '0 auto' },
});

export function LiveView({ audio }: { audio: boolean }) {
  const styles = useStyles();
  const [params] = useSearchParams();
  const passagewayId = params.get('passagewayId') ?? '';
  const domainName = params.get('domainName') ?? '';
  const liveTvId = Number(params.get('liveTvId') ?? 0);
  const guide = domainName && liveTvId > 0 ? <ProgrammeGuidePanel domainName={domainName} liveTvId={liveTvId} /> : null;
  if (guide && !passagewayId) {
    return (
      <main className={styles.page}>
        <div className={styles.guideOnly}>{guide}</div>
      </main>
    );
  }
  return <LivePlayerView audio={audio} passagewayId={passagewayId} guide={guide} />;
}

function LivePlayerView({ audio, passagewayId, guide }: { audio: boolean; passagewayId: string; guide: ReactNode }) {
  const styles = useStyles();
  const info = useActorRef(useLogic('liveViewInfo'), { input: { passagewayId }, inspect: useInspect() });
  const channel = useSelector(info, (s) => s.context.info);
  const failed = useSelector(info, (s) => s.matches('failed'));
  // the page's landmark; a channel not found is its heading
  return (
    <main className={styles.page}>
      {channel ? (
        <LiveRoom key={channel.publicId} channel={channel} audio={audio} guide={guide} />
      ) : failed ? (
        <div className={styles.center}>
          <Text as="h1" size={500} style={{ display: 'inline', fontWeight: 'normal' }}>
            {t.notFound}
          </Text>{' '}
          <Button onClick={() => info.send({ type: 'info.retry' })}>{t.retry}</Button>
        </div>
      ) : (
        <Spinner className={styles.center} label={t.loading} />
      )}
    </main>
  );
}

function LiveRoom({ channel, audio, guide }: { channel: PublicLiveChannel; audio: boolean; guide: ReactNode }) {
  const styles = useStyles();
  const socket = useActorRef(useLogic('liveSocket'), { input: { url: channel.liveMessageUrl }, inspect: useInspect() });
  const { normal, pinned, notices } = useSelector(socket, (s) => s.context);
  const open = useSelector(socket, (s) => s.matches({ active: 'open' }));
  const waiting = useSelector(socket, (s) => s.matches('waiting'));
  const [nickname, setNickname] = useState('');
  const [question, setQuestion] = useState('');
  const canAsk = useSelector(socket, (s) => s.can({ type: 'live.ask', content: question }));
  const ask = () => {
    socket.send({ type: 'live.ask', content: question, nickname: nickname.trim() || undefined });
    setQuestion('');
  };
  return (
    <div className={styles.wrap}>
      <section className={styles.card}>
        <Text as="h1" size={600} weight="semibold" block style={{ marginBottom: 12 }}>
          {channel.name}
        </Text>
        {channel.playUrl ? <LivePlayer src={channel.playUrl} audio={audio} label={channel.name} /> : <Text>{t.noPlayUrl}</Text>}
        {guide ? <div className={styles.guide}>{guide}</div> : null}
      </section>
      <aside className={`${styles.card} ${styles.qa}`} data-testid="live-qa" data-open={open}>
        <div className={styles.form}>
          <Field label={t.nickname}>
            <Input value={nickname} maxLength={LIVE_LIMITS.nicknameMax} placeholder={t.nicknamePlaceholder} onChange={(_, d) => setNickname(d.value)} />
          </Field>
          <Field label={t.question}>
            <Input
              value={question}
              maxLength={LIVE_LIMITS.contentMax}
              placeholder={t.questionPlaceholder}
              onChange={(_, d) => setQuestion(d.value)}
              onKeyDown={(e) => e.key === 'Enter' && canAsk && ask()}
            />
          </Field>
          <Button appearance="primary" disabled={!canAsk} onClick={ask}>
            {t.ask}
          </Button>
          {!open ? <Text className={styles.status}>{waiting ? liveQaText.reconnecting : liveQaText.connecting}</Text> : null}
        </div>
        <LiveQaList normal={normal} pinned={pinned} notices={notices} />
      </aside>
    </div>
  );
}

export default function LiveViewPage() {
  return <LiveView audio={false} />;
}
