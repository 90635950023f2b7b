// /terminal/call: audio/video calls inside the tenant (statechart call). Log in (userSig from our
// server), invite users, answer or refuse, then talk: the meeting's user list, mute video or
// audio, leave, or — for the inviter — dissolve the meeting. Media flows browser to browser
// (WebRTC); signals go through the message socket.
import { Badge, Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { CALL_STATUS_NAMES } from '../../../shared/call.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useLoaded } from './hooks.js';
import { c } from './call-messages.js';
import { TitledCard, useCardStyles } from './load-view.js';

const useStyles = makeStyles({
  videos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '12px' },
  tile: { display: 'flex', flexDirection: 'column', gap: '4px' },
  video: { width: '100%', aspectRatio: '4 / 3', backgroundColor: '#000', borderRadius: '6px' },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Video({ stream, label, mutedAudio }: { stream: object | null; label: string; mutedAudio: boolean }) {
  const styles = useStyles();
  return (
    <figure className={styles.tile} data-testid="call-video" data-label={label}>
      <video
        className={styles.video}
        autoPlay
        playsInline
        muted={mutedAudio}
        aria-label={label}
        ref={(el) => {
          const media = stream instanceof MediaStream ? stream : null;
          if (el && el.srcObject !== media) el.srcObject = media;
        }}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export default function CallPage() {
  const card = useCardStyles();
  const styles = useStyles();
  const call = useActorRef(useLogic('call'), { inspect: useInspect() });
  const s = useSelector(call, (x) => x);
  const users = useLoaded(useLogic('terminalLoads').callUsers, undefined);
  const ctx = s.context;
  const me = ctx.loginUserInfo?.userId ?? 0;
  const nameOf = (id: number) => users.data?.find((u) => u.id === id)?.name ?? `用户${id}`;
  return (
    <TitledCard title={c.title}>
      <Text className={card.hint}>{c.intro}</Text>
      <div className={styles.row} role="status" aria-label={c.state}>
        <Badge appearance="tint" data-testid="call-status">
          {CALL_STATUS_NAMES[ctx.callStatus]}
        </Badge>
        <Text>{ctx.isLogin ? c.loggedIn(nameOf(me)) : c.loggedOut}</Text>
        {ctx.isInviter && <Badge color="brand">{c.inviter}</Badge>}
        {ctx.notice && <Text data-testid="call-notice">{ctx.notice}</Text>}
        {ctx.error && <Text role="alert">{ctx.error}</Text>}
      </div>
      {s.matches('loggedOut') || s.matches('loggingIn') ? (
        <div>
          <Button appearance="primary" disabled={!s.can({ type: 'call.login' })} onClick={() => call.send({ type: 'call.login' })}>
            {c.login}
          </Button>
        </div>
      ) : null}
      {s.matches({ online: 'idle' }) && (
        <form
          aria-label={c.invite}
          onSubmit={(e) => {
            e.preventDefault();
            const ids = new FormData(e.currentTarget).getAll('user').map(Number);
            call.send({ type: 'call.invite', userIds: ids, roomId: `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` });
          }}
        >
          <fieldset style={{ border: 'none', padding: 0 }}>
            <legend>{c.chooseUsers}</legend>
            {(users.data ?? [])
              .filter((u) => u.id !== me)
              .map((u) => (
                <Checkbox key={u.id} name="user" value={String(u.id)} label={`${u.name}（${u.account}）`} />
              ))}
          </fieldset>
          <div className={styles.row}>
            <Button appearance="primary" type="submit">
              {c.invite}
            </Button>
            <Button onClick={() => call.send({ type: 'call.logout' })}>{c.logout}</Button>
          </div>
        </form>
      )}
      {s.matches({ online: 'inviting' }) && (
        <div className={styles.row}>
          <Text>{c.waiting(ctx.pending.map(nameOf).join('、'))}</Text>
          <Button onClick={() => call.send({ type: 'call.cancel' })}>{c.cancel}</Button>
        </div>
      )}
      {s.matches({ online: 'ringing' }) && (
        <div className={styles.row} role="alertdialog" aria-label={c.incoming(nameOf(ctx.inviterId))}>
          <Text>{c.incoming(nameOf(ctx.inviterId))}</Text>
          <Button appearance="primary" onClick={() => call.send({ type: 'call.accept' })}>
            {c.accept}
          </Button>
          <Button onClick={() => call.send({ type: 'call.refuse' })}>{c.refuse}</Button>
        </div>
      )}
      {s.matches({ online: 'inCall' }) && (
        <>
          <section aria-label={c.members}>
            <Text weight="semibold">{c.members}</Text>
            <ul data-testid="meeting-users">
              {ctx.meetingUsers.map((id) => (
                <li key={id} data-user={id}>
                  {nameOf(id)}
                  {id === me ? c.self : ''}
                  {ctx.mutedVideo.includes(id) && <span className={styles.muted}>（{c.videoOff}）</span>}
                  {ctx.mutedAudio.includes(id) && <span className={styles.muted}>（{c.audioOff}）</span>}
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.videos}>
            <Video stream={ctx.localStream} label={`${nameOf(me)}${c.self}`} mutedAudio />
            {Object.entries(ctx.remoteStreams).map(([id, stream]) => (
              <Video key={id} stream={stream} label={nameOf(Number(id))} mutedAudio={ctx.mutedAudio.includes(Number(id))} />
            ))}
          </div>
          <div className={styles.row}>
            <Button onClick={() => call.send({ type: 'media.toggle', media: 'video' })}>{ctx.mutedVideo.includes(me) ? c.videoOn : c.videoMute}</Button>
            <Button onClick={() => call.send({ type: 'media.toggle', media: 'audio' })}>{ctx.mutedAudio.includes(me) ? c.audioOn : c.audioMute}</Button>
            <Button onClick={() => call.send({ type: 'call.leave' })}>{c.leave}</Button>
            <Button appearance="primary" disabled={!s.can({ type: 'call.dissolve' })} onClick={() => call.send({ type: 'call.dissolve' })}>
              {c.dissolve}
            </Button>
          </div>
        </>
      )}
      {s.matches({ online: 'dissolved' }) && (
        <div className={styles.row}>
          <Button onClick={() => call.send({ type: 'call.reset' })}>{c.back}</Button>
        </div>
      )}
    </TitledCard>
  );
}
