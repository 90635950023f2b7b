// The personal centre's avatar (docs/org.md): the current picture (from its resource id or address,
// spec 001 §3) and a button that picks a jpg/png/webp of at most 2 MB; the avatar-upload machine
// checks it, uploads it and saves it as the user's avatar; the session takes it, so the header's
// user menu shows it at once.
import { Avatar, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { AVATAR_TEXTS, AVATAR_TYPES } from '../../../shared/avatar.js';
import { avatarPath } from '../../../shared/media-url.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { SessionContext } from '../../ui/session-context.js';
import { personSecurityText as t } from './messages.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '16px' },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '6px' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function PersonAvatar({ avatar, name }: { avatar: string; name: string }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const actor = useActorRef(useLogic('avatarUpload'), { input: { avatar }, inspect: useInspect() });
  const session = SessionContext.useActorRef();
  // the header's user menu shows the new avatar at once
  useEffect(() => actor.on('uploaded', (e) => session.send({ type: 'user.avatar', avatar: e.avatar })).unsubscribe, [actor, session]);
  const current = useSelector(actor, (s) => s.context.avatar);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('uploading'));
  const src = avatarPath(current);
  return (
    <div className={styles.row}>
      <Avatar data-testid="person-avatar" name={name} size={72} image={src ? { src, alt: t.avatar } : undefined} />
      <div className={styles.side}>
        <Text weight="semibold">{t.avatar}</Text>
        <input
          ref={input}
          type="file"
          accept={Object.keys(AVATAR_TYPES).join(',')}
          hidden
          aria-label={t.upload}
          data-testid="avatar-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'file.pick', file });
            e.target.value = '';
          }}
        />
        <Button icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t.uploading : t.upload}
        </Button>
        <Text size={200} className={styles.hint}>
          {AVATAR_TEXTS.hint}
        </Text>
        {error ? (
          <Text size={200} role="alert" className={styles.error}>
            {error}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
