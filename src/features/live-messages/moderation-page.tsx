// 直播互动 (staff): choose a channel, then answer, pin and remove viewers' questions live.
// The staff socket carries the token; the server refuses staff actions without one.
import { Field, Link, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { SessionUser } from '../../../shared/api.js';
import type { LiveChannelInfo } from '../../../shared/message-types.js';
import { cmsLink } from '../../../shared/media-url.js';
import { CopyText } from '../../ui/copy-text.js';
import { CardSection } from '../../ui/card-section.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { LiveQaList } from '../../ui/live-qa-list.js';
import { liveQaText } from '../../ui/live-qa-messages.js';
import { SessionContext } from '../../ui/session-context.js';
import { useBranding } from '../../ui/use-branding.js';
import { moderationText as t } from './messages.js';


const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'flex-end', gap: '12px', margin: '12px 0 16px' },
  status: { color: tokens.colorNeutralForeground3 },
});

export default function ModerationPage() {
  const styles = useStyles();
  const channels = useActorRef(useLogic('liveViewChannels'), { inspect: useInspect() });
  const { channels: list, selected } = useSelector(channels, (s) => s.context);
  const ready = useSelector(channels, (s) => s.matches('ready'));
  const user = SessionContext.useSelector((s) => s.context.user);
  const channel = list.find((c) => c.passagewayId === selected);
  // the public viewer page lives on the CMS site when the tenant set one (LiveCmsWebUrl)
  const cmsUrl = useBranding().cmsUrl;
  const viewerLink = channel ? cmsLink(cmsUrl, `/liveView?passagewayId=${channel.publicId}`) : '';
  return (
    <CardSection title={t.title} hint={t.hint} wide>
      {ready && list.length === 0 ? <Text>{t.noChannels}</Text> : null}
      {list.length ? (
        <div className={styles.bar}>
          <Field label={t.channel}>
            <Select value={String(selected ?? '')} onChange={(_, d) => channels.send({ type: 'channel.select', passagewayId: Number(d.value) })}>
              {list.map((c) => <option key={c.passagewayId} value={String(c.passagewayId)}>{c.name}</option>)}
            </Select>
          </Field>
          {channel ? (
            <>
              <Link href={viewerLink} target="_blank" rel="noopener">
                {t.openView}
              </Link>
              <CopyText value={new URL(viewerLink, window.location.origin).href} label={t.viewAddress} hideValue />
            </>
          ) : null}
        </div>
      ) : null}
      {channel && user?.token ? <Room key={`${channel.passagewayId}:${user.token}`} channel={channel} user={user} /> : null}
    </CardSection>
  );
}

function Room({ channel, user }: { channel: LiveChannelInfo; user: SessionUser }) {
  const socket = useActorRef(useLogic('liveSocket'), {
    input: { url: `${channel.liveMessageUrl}?token=${encodeURIComponent(user.token)}` },
    inspect: useInspect(),
  });
  const { normal, pinned, notices } = useSelector(socket, (s) => s.context);
  const open = useSelector(socket, (s) => s.matches({ active: 'open' }));
  const waiting = useSelector(socket, (s) => s.matches('waiting'));
  const styles = useStyles();
  return (
    <div data-testid="live-moderation" data-open={open}>
      {!open ? <Text className={styles.status}>{waiting ? liveQaText.reconnecting : liveQaText.connecting}</Text> : null}
      <LiveQaList
        normal={normal}
        pinned={pinned}
        notices={notices}
        staff={{
          enabled: open,
          reply: (seq, content) => socket.send({ type: 'live.reply', seq, content }),
          pin: (seq, topFlag) => socket.send({ type: 'live.pin', seq, topFlag }),
          remove: (seq) => socket.send({ type: 'live.remove', seq }),
        }}
      />
    </div>
  );
}

