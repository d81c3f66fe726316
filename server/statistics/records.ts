import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, visitRecords } from '../db/schema';

/** What the data board counts (POST /v1/statistics/…): page visits and the device type of each session. */
export type Visit = { tenantId: string; userId: string | null; path: string; ip: string; userAgent: string | null };

export async function recordVisit(db: Db, visit: Visit): Promise<void> {
  await db.insert(visitRecords).values(visit);
}

/** 1 phone, 2 desktop, 3 tablet (src/schemas/auth.ts TERMINAL_TYPE). */
export async function recordTerminal(db: Db, sessionId: string, terminalType: number): Promise<void> {
  await db.update(sessions).set({ terminalType }).where(eq(sessions.id, sessionId));
}
