// The header's user menu: avatar and name; 个人中心 (when the route tree holds it), 主题风格,
// 修改密码, and 退出登录 (the session confirms a logout).
import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { ChevronDownRegular, ColorRegular, KeyRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useGuardedNavigate } from './use-guarded-navigate.js';
import { commonMessages } from '../../ui/messages.js';
import { SessionContext } from '../../ui/session-context.js';
import { ThemeContext } from '../../ui/theme-context.js';
import { layoutMessages } from './messages.js';
import { Permission } from './permission.js';
import { PasswordContext } from './shell-context.js';
import { avatarPath } from '../../../shared/media-url.js';

export const PERSON_INFO_PATH = '/user/center/personInfo';

const useStyles = makeStyles({
  trigger: { color: 'inherit', gap: '8px', ':hover': { color: 'inherit', backgroundColor: 'rgba(127,127,127,0.16)' }, ':hover:active': { color: 'inherit' } },
  name: { maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Fluent's initials skip Chinese names: they show their first character (管理员 → 管). */
export function avatarInitials(name: string): string | undefined {
  return /^[\u4e00-\u9fff]/.test(name) ? name.slice(0, 1) : undefined;
}

export function UserMenu() {
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const theme = ThemeContext.useActorRef();
  const password = PasswordContext.useActorRef();
  const navigate = useGuardedNavigate();
  const name = SessionContext.useSelector((s) => s.context.user?.webUserName ?? '');
  // spec 001 §3: the avatar resource id becomes an avatar path
  const avatar = SessionContext.useSelector((s) => avatarPath(s.context.user?.webUserAvatar));
  const canLogout = SessionContext.useSelector((s) => s.can({ type: 'logout.request' }));
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          data-testid="user-menu"
          appearance="transparent"
          className={styles.trigger}
          // named by the user's name it shows (label in name); before the user is known, by its purpose
          aria-label={name ? undefined : layoutMessages.userMenu}
          icon={<ChevronDownRegular />}
          iconPosition="after"
        >
          {/* decoration beside the name (its initials would repeat it) */}
          <Avatar aria-hidden name={name} initials={avatarInitials(name)} size={28} color="colorful" image={avatar ? { src: avatar, alt: '' } : undefined} />
          <span className={styles.name}>{name}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <Permission need={PERSON_INFO_PATH}>
            <MenuItem icon={<PersonRegular />} onClick={() => navigate('/user/center')}>
              {layoutMessages.personalCenter}
            </MenuItem>
          </Permission>
          <MenuItem icon={<ColorRegular />} onClick={() => theme.send({ type: 'drawer.open' })}>
            {layoutMessages.theme}
          </MenuItem>
          <MenuItem icon={<KeyRegular />} onClick={() => password.send({ type: 'dialog.open' })}>
            {layoutMessages.changePassword}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} disabled={!canLogout} onClick={() => session.send({ type: 'logout.request' })}>
            {commonMessages.logout}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
