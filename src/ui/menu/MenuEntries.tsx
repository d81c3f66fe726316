import type { ResourceNode } from '../../schemas/rbac';
import { GroupHeading } from './menu-styles';
import { PanelEntry } from '../shared/hover-panel';
import { useI18n } from '../i18n/i18n-context';
import { leadsTo } from './active-menu';
import { menuLabel } from './menu-label';
import { menuHref, useOpenMenuNode } from './use-open-menu-node';

type Props = { nodes: readonly ResourceNode[]; pathname: string; onPicked: () => void };

/** The items of a sub-menu or of 'More'; a node with children shows as a titled group. */
export function MenuEntries({ nodes, pathname, onPicked }: Props) {
  const { t } = useI18n();
  const openNode = useOpenMenuNode();
  return nodes.map((node) =>
    node.children.length > 0 ? (
      <div key={node.id} role="group" aria-label={menuLabel(node, t)}>
        <GroupHeading>{menuLabel(node, t)}</GroupHeading>
        <MenuEntries nodes={node.children} pathname={pathname} onPicked={onPicked} />
      </div>
    ) : (
      <PanelEntry
        key={node.id}
        as="a"
        role="menuitem"
        href={menuHref(node)}
        active={leadsTo(node, pathname)}
        data-sign={node.sign}
        onClick={(event) => {
          event.preventDefault();
          onPicked();
          openNode(node);
        }}
      >
        {menuLabel(node, t)}
      </PanelEntry>
    ),
  );
}
