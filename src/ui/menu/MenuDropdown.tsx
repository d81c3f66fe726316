import type { ResourceNode } from '../../schemas/rbac';
import { HoverAnchor, HoverPanel } from '../shared/hover-panel';
import { ChevronDownIcon } from '../icons/line-icons';
import { useHoverOpen } from '../shared/use-hover-open';
import { rem } from '../scaling/rem';
import { MenuEntries } from './MenuEntries';
import { TopItem } from './menu-styles';

type Props = { label: string; nodes: readonly ResourceNode[]; active: boolean; pathname: string; testId: string };

/** A top item with a panel of items under it: a sub-menu, or 'More' (SPEC §2 "Top navigation"). */
export function MenuDropdown({ label, nodes, active, pathname, testId }: Props) {
  const { open, close, anchorProps } = useHoverOpen();
  return (
    <HoverAnchor {...anchorProps} data-testid={testId}>
      <TopItem as="button" type="button" active={active} aria-haspopup="menu" aria-expanded={open}>
        {label}
        <ChevronDownIcon size={rem(14)} />
      </TopItem>
      {open ? (
        <HoverPanel role="menu" aria-label={label} css={{ minWidth: rem(180) }}>
          <MenuEntries nodes={nodes} pathname={pathname} onPicked={close} />
        </HoverPanel>
      ) : null}
    </HoverAnchor>
  );
}
