/**
 * In-process channel from the session store to open server-sent-event streams: when a session is
 * revoked by a kick, its stream receives `kick` and closes, so the other device exits at once.
 * One process serves Lectern, so a Map of listeners is the whole broker.
 */
export type SessionEvent = { type: 'kick'; reason: string };
type Listener = (event: SessionEvent) => void;

export function createSessionEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    subscribe(sessionId: string, listener: Listener): () => void {
      const set = listeners.get(sessionId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(sessionId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(sessionId);
      };
    },
    publish(sessionIds: string[], event: SessionEvent): void {
      for (const id of sessionIds) for (const listener of listeners.get(id) ?? []) listener(event);
    },
    listenerCount(): number {
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
  };
}

export type SessionEvents = ReturnType<typeof createSessionEvents>;
