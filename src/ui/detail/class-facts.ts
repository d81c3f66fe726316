import type { DetailSession } from '../../schemas/detail';

/** The rooms a class meets in, most used first (a class may change rooms during the week). */
export function classroomsOf(sessions: readonly DetailSession[]): string[] {
  const uses = new Map<string, number>();
  for (const { clroName } of sessions) if (clroName !== null) uses.set(clroName, (uses.get(clroName) ?? 0) + 1);
  return [...uses].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([name]) => name);
}
