import { eq } from 'drizzle-orm';
import type { SharedLive } from '../../src/schemas/sharing';
import type { Db } from '../db/client';
import { SHARE_KIND, users } from '../db/schema';
import { findLesson, liveRoads, type LessonRecord } from '../live/live-lesson';
import { resolveShare } from './resolve-share';
import { roadsOnAir } from '../capture/capture-feed';
import type { MediaStore } from '../storage';
import { sharedLivePlaylistUrl } from './share-paths';

/**
 * The public side of a live lesson's share link: the lesson as its page shows it (asked again
 * by the page as its status), and the lesson whose feed the link streams. The link must be
 * valid on every request, so revoking stops a viewer within a segment or two.
 */
async function sharedLesson(db: Db, token: string, now: Date) {
  const link = await resolveShare(db, token, SHARE_KIND.live, now);
  return { link, lesson: await findLesson(db, link.tenantId, link.courId!, now) };
}

/**
 * GET /v1/share/live: nothing of the class beyond what the page shows (no ids but the lesson's);
 * playlists start with `mediaBase` (playback/media-host.ts).
 */
export async function sharedLive(db: Db, media: MediaStore, token: string, now: Date, mediaBase = ''): Promise<SharedLive> {
  const { link, lesson } = await sharedLesson(db, token, now);
  const { teclId: _teclId, teacherId: _teacherId, roadTypes, ...shown } = lesson;
  const [sharer] = await db.select({ name: users.name }).from(users).where(eq(users.id, link.createdBy));
  return {
    ...shown,
    roads: liveRoads(lesson, await roadsOnAir(media, lesson.courId, roadTypes), (roadType) =>
      sharedLivePlaylistUrl(token, roadType, mediaBase),
    ),
    expiresAt: link.expiresAt.toISOString(),
    sharedBy: sharer!.name,
  };
}

/** The lesson behind a live link, for its stream (server/http/public/shared-live.ts checks it is on air). */
export async function sharedLiveLesson(db: Db, token: string, now: Date): Promise<LessonRecord> {
  return (await sharedLesson(db, token, now)).lesson;
}
