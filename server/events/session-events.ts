import type { MessageEvent } from '../../src/schemas/messages';
import type { UploadEvent } from '../../src/schemas/upload';

/**
 * This process's open server-sent-event streams, by session and by user: when a session is
 * revoked by a kick or a logout, its streams receive the event and close, so the other device
 * exits at once and no stream outlives its session. What happens in other processes reaches it
 * through PostgreSQL NOTIFY (session-relay.ts, message-relay.ts, jobs/progress-relay.ts).
 */
export type SessionEvent = { type: 'kick' | 'logout'; reason: string };
type Listener = (event: SessionEvent) => void;
/** News for every stream of one user, which the stream passes on and stays open: their uploads' jobs, their inbox. */
export type UserEvent = { type: 'upload'; data: UploadEvent } | { type: 'message'; data: MessageEvent };
type UserListener = (event: UserEvent) => void;

export function createSessionEvents() {
  const listeners = new Map<string, Set<Listener>>();
  const userListeners = new Map<string, Set<UserListener>>();
  return {
    subscribeUser(userId: string, listener: UserListener): () => void {
      const set = userListeners.get(userId) ?? new Set<UserListener>();
      set.add(listener);
      userListeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && userListeners.get(userId) === set) userListeners.delete(userId);
      };
    },
    publishUser(userId: string, event: UserEvent): void {
      for (const listener of [...(userListeners.get(userId) ?? [])]) listener(event);
    },
    /** Users with a stream open in this process. */
    listeningUsers(): string[] {
      return [...userListeners.keys()];
    },
    subscribe(sessionId: string, listener: Listener): () => void {
      const set = listeners.get(sessionId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(sessionId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(sessionId) === set) listeners.delete(sessionId);
      };
    },
    publish(sessionIds: string[], event: SessionEvent): void {
      // A copy: listeners unsubscribe while being called.
      for (const id of sessionIds) for (const listener of [...(listeners.get(id) ?? [])]) listener(event);
    },
    /** Open listeners of one session, or of all sessions. */
    listenerCount(sessionId?: string): number {
      if (sessionId !== undefined) return listeners.get(sessionId)?.size ?? 0;
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
  };
}

export type SessionEvents = ReturnType<typeof createSessionEvents>;
