import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { StyleEntry } from '../../src/schemas/shell';
import type { Db } from '../db/client';
import { styleConfigs } from '../db/schema';

/**
 * Style configuration lookup (SPEC §3): tenant-wide entries (no school), the application's own
 * entry winning over the generic one ('' apply id) for the same code.
 */
export async function readStyleEntries(db: Db, tenantId: string, applyId: string, codes: readonly string[]): Promise<StyleEntry[]> {
  const rows = await db
    .select({ sypaCode: styleConfigs.sypaCode, sypaValue: styleConfigs.sypaValue, applyId: styleConfigs.applyId })
    .from(styleConfigs)
    .where(
      and(
        eq(styleConfigs.tenantId, tenantId),
        isNull(styleConfigs.schoolId),
        or(eq(styleConfigs.applyId, ''), eq(styleConfigs.applyId, applyId)),
        codes.length ? inArray(styleConfigs.sypaCode, [...codes]) : undefined,
      ),
    );
  const byCode = new Map<string, StyleEntry & { applyId: string }>();
  for (const row of rows) {
    const current = byCode.get(row.sypaCode);
    if (!current || (row.applyId === applyId && current.applyId !== applyId)) byCode.set(row.sypaCode, row);
  }
  return [...byCode.values()]
    .map(({ sypaCode, sypaValue }) => ({ sypaCode, sypaValue }))
    .sort((a, b) => a.sypaCode.localeCompare(b.sypaCode));
}

/** Reads a JSON entry value, falling back when it is missing or not the expected JSON. */
export function jsonValue<T>(entries: StyleEntry[], code: string, read: (value: unknown) => T | undefined, fallback: T): T {
  const raw = entries.find((e) => e.sypaCode === code)?.sypaValue;
  if (!raw) return fallback;
  try {
    return read(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}
