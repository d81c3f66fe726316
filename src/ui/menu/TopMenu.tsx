import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { writeStored } from '../../services/storage';
import { useI18n } from '../i18n/i18n-context';
import { usePermissions } from '../permission/permission-context';
import { styled } from '../theme/stitches';
import { rem } from '../scaling/rem';
import { activeMenuIndex } from './active-menu';
import { MenuDropdown } from './MenuDropdown';
import { menuLabel } from './menu-label';
import { splitTopMenu } from './menu-split';
import { MenuList, MenuListItem, TopItem } from './menu-styles';
import { menuHref, useOpenMenuNode } from './use-open-menu-node';

const Nav = styled('nav', { height: '100%', marginLeft: rem(32), flexShrink: 0 });

/**
 * The horizontal menu: the children of the p2-front node, six at most, else five and 'More'
 * (SPEC §2 "Top navigation"); the item leading to the current page is highlighted.
 */
export function TopMenu() {
  const { t } = useI18n();
  const { menu } = usePermissions();
  const pathname = useLocation({ select: (location) => location.pathname });
  const openNode = useOpenMenuNode();
  const { shown, more } = splitTopMenu(menu);
  const active = activeMenuIndex(menu, pathname);
  // SPEC §4: the active menu index persists in session storage; it follows every navigation.
  useEffect(() => {
    if (active >= 0) writeStored('activeMenuIndex', String(active));
  }, [active]);

  return (
    <Nav aria-label={t('header.menu')} data-testid="top-menu">
      <MenuList>
        {shown.map((node, index) => (
          <MenuListItem key={node.id} data-sign={node.sign}>
            {node.children.length > 0 ? (
              <MenuDropdown
                label={menuLabel(node, t)}
                nodes={node.children}
                active={index === active}
                pathname={pathname}
                testId={`menu-${node.sign}`}
              />
            ) : (
              <TopItem
                href={menuHref(node)}
                active={index === active}
                aria-current={index === active ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  openNode(node);
                }}
              >
                {menuLabel(node, t)}
              </TopItem>
            )}
          </MenuListItem>
        ))}
        {more.length > 0 ? (
          <MenuListItem>
            <MenuDropdown label={t('header.more')} nodes={more} active={active >= shown.length} pathname={pathname} testId="menu-more" />
          </MenuListItem>
        ) : null}
      </MenuList>
    </Nav>
  );
}
