import type { ResourceNode } from '../../schemas/rbac';
import type { MenuLabelKey } from '../i18n/messages-en';
import { isMessageKey, type Translate } from '../i18n/translate';

function isMenuLabelKey(key: string): key is MenuLabelKey {
  return key.startsWith('menu.') && isMessageKey(key);
}

/** A menu node's label in the current language: the catalogue's by sign, else the server's name. */
export function menuLabel(node: Pick<ResourceNode, 'sign' | 'name'>, t: Translate): string {
  const key = `menu.${node.sign}`;
  return isMenuLabelKey(key) ? t(key) : node.name;
}
