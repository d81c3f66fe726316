import { STORAGE_PREFIX } from '../../constants';
import { webStorage } from '../web-storage';

/**
 * Messages between tabs of the same browser through storage events (DESIGN.md §4): a logout or
 * kick in one tab reaches the others. A storage event never fires in the tab that wrote, so a tab
 * does not hear itself.
 */
export const BROADCAST_KEY = `${STORAGE_PREFIX}broadcast`;

export type TabMessage = { type: 'logout' | 'kick'; username: string | null };

export function broadcastToTabs(message: TabMessage, storage: Storage = webStorage('local')): void {
  // A fresh nonce makes every message a change, even when the same one is sent twice.
  storage.setItem(BROADCAST_KEY, JSON.stringify({ ...message, nonce: `${Date.now()}-${Math.random()}` }));
}

export function readTabMessage(key: string | null, newValue: string | null): TabMessage | null {
  if (key !== BROADCAST_KEY || !newValue) return null;
  try {
    const parsed = JSON.parse(newValue) as Partial<TabMessage>;
    if (parsed.type !== 'logout' && parsed.type !== 'kick') return null;
    return { type: parsed.type, username: typeof parsed.username === 'string' ? parsed.username : null };
  } catch {
    return null;
  }
}

export function listenToTabs(onMessage: (message: TabMessage) => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    const message = readTabMessage(event.key, event.newValue);
    if (message) onMessage(message);
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
