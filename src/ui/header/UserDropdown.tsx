import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { readUserInfo } from '../../services/storage';
import { currentUserQuery } from '../shared/current-user-api';
import { useI18n } from '../i18n/i18n-context';
import { LogoutButton } from '../layout/LogoutButton';
import { appBase, openInNewWindow } from '../menu/open-in-window';
import { AuthPermission } from '../permission/Permission';
import { usePermissions } from '../permission/permission-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { HoverAnchor, HoverPanel, PanelDivider, PanelEntry } from '../shared/hover-panel';
import { ChevronDownIcon } from '../icons/line-icons';
import { useHoverOpen } from '../shared/use-hover-open';
import { USER_MENU_ENTRIES, type UserMenuTarget } from './user-menu-entries';
import { UserAvatar } from './UserAvatar';
import { UnreadBadge, unreadBadgeText, useUnreadCount } from '../messages/UnreadBadge';

const Trigger = styled('button', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(8),
  height: '100%',
  minWidth: 0,
  padding: `0 ${rem(4)}`,
  border: 'none',
  background: 'none',
  color: 'var(--header-fg)',
  fontFamily: 'inherit',
  fontSize: rem(16),
  cursor: 'pointer',
});

/** The name whole where the bar has room (a long one is cut at 320 design px, or sooner if the bar is short of room). */
const Name = styled('span', { minWidth: 0, maxWidth: rem(320), overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Who is signed in, at the top of the menu: name, school, e-mail (GET /v1/currentuser). */
const Identity = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(2),
  padding: `${rem(10)} ${rem(16)}`,
  borderBottom: '1px solid $border',
  fontSize: rem(13),
  color: '$textMuted',
  '& strong': { fontSize: rem(15), color: '$text' },
});

/** The user block: avatar and name; on hover the personal entries the user's signs allow. */
export function UserDropdown() {
  const { t, tc } = useI18n();
  const router = useRouter();
  const { open, close, anchorProps } = useHoverOpen();
  // /authority/me's user once loaded (a jwt_token sign-in stores none before), else the stored one.
  const user = usePermissions().user ?? readUserInfo();
  const name = user?.name ?? '';
  const me = useQuery(currentUserQuery()).data;
  const unread = useUnreadCount();
  // The badge's number is part of the button's name, as shown (WCAG 2.5.3).
  const shown = [name, unread > 0 ? `${unreadBadgeText(unread)} ${tc('inbox.unreadBadge', unread).replace(/^\d+\s*/, '')}` : '']
    .filter(Boolean)
    .join(' ');

  const follow = (target: UserMenuTarget) => {
    close();
    if (target.kind === 'route') router.history.push(target.path);
    else openInNewWindow(`${appBase()}#${target.path}`, target.windowName);
  };

  return (
    <HoverAnchor {...anchorProps} data-testid="user-dropdown">
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={shown === '' ? t('header.userMenu') : `${shown}, ${t('header.userMenu')}`}
      >
        <UserAvatar name={name} avatarUrl={user?.avatarUrl ?? null} />
        <Name data-testid="header-user-name" title={name}>
          {name}
        </Name>
        <UnreadBadge count={unread} />
        <ChevronDownIcon size={rem(14)} />
      </Trigger>
      {open ? (
        <HoverPanel role="menu" align="end" css={{ minWidth: rem(240) }} data-testid="user-menu">
          {me ? (
            <Identity data-testid="user-identity">
              <strong>{me.name}</strong>
              <span>{me.tenantName}</span>
              {me.email ? <span>{me.email}</span> : null}
            </Identity>
          ) : null}
          {USER_MENU_ENTRIES.map((entry) => (
            <AuthPermission key={entry.id} sign={entry.sign}>
              <PanelEntry type="button" role="menuitem" data-testid={`user-menu-${entry.id}`} onClick={() => follow(entry.target)}>
                {t(entry.labelKey)}
              </PanelEntry>
            </AuthPermission>
          ))}
          <PanelDivider />
          <ThemeSwitcher />
          <PanelDivider />
          <LogoutButton />
        </HoverPanel>
      ) : null}
    </HoverAnchor>
  );
}
