import type { CaptionLanguage } from '../../../src/schemas/captions';
import { indexCaptionTrack } from '../../lesson-text/caption-index';
import type { DemoClip } from '../../media/demo-media';
import { lessonRecordingTitle } from '../../uploads/recording-rows';
import { CAPTION_ORIGIN, CAPTION_STATUS, COUR_STATUS, ROAD_TYPE, VOD_STATUS, captionTracks, vodRoads, vods } from '../schema';
import type { Catalogue } from './catalogue';
import { mediaUrl, type SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';
import type { Session } from './sessions';

/**
 * Recordings of the latest finished lessons, each with a teacher-camera road (main), a screen
 * road and its teacher's English captions, published. The demo clips are shared between
 * recordings, round robin.
 */

export type Recording = { id: string; session: Session; clip: DemoClip; title: string };

export async function seedRecordings(ctx: SeedContext, sessions: Session[], catalogue: Catalogue): Promise<Recording[]> {
  const { plan, db, log, random, clips } = ctx;
  const recorded = [...catalogue.classes]
    .sort((a, b) => Number(b.hasMainStudent) - Number(a.hasMainStudent) || a.index - b.index)
    .slice(0, plan.recordedClasses);
  const recordings: Recording[] = [];
  for (const c of recorded) {
    const latestFinished = sessions
      .filter((s) => s.teachingClass === c && !s.liveNow && s.status === COUR_STATUS.finished)
      .sort((a, b) => b.begin.getTime() - a.begin.getTime())
      .slice(0, plan.recordingsPerClass);
    for (const session of latestFinished) {
      const clip = clips[recordings.length % clips.length]!;
      const title = lessonRecordingTitle(c.subject, session.weekNo);
      recordings.push({ id: seedId('vod', plan.id, recordings.length + 1), session, clip, title });
    }
  }

  const vodRows = recordings.map((r) => ({
    id: r.id,
    tenantId: plan.id,
    courId: r.session.id,
    teclId: r.session.teachingClass.id,
    title: r.title,
    durationS: r.clip.durationS,
    posterUrl: mediaUrl(r.clip.posterPath),
    status: VOD_STATUS.ready,
    viewCount: random.int(5, 800),
    createdAt: r.session.end,
  }));
  const roadRows = recordings.flatMap((r) =>
    r.clip.roads.map((road) => ({
      id: seedId('road', plan.id, `${r.id.split('-').pop()}-${road.roadType}`),
      tenantId: plan.id,
      vodId: r.id,
      roadType: road.roadType,
      name: road.name,
      hlsPath: road.hlsPath,
      isMain: road.roadType === ROAD_TYPE.teacherCamera,
      createdAt: r.session.end,
    })),
  );
  await insertAll(db, vods, vodRows, `recordings (tenant ${plan.id})`, log);
  await insertAll(db, vodRoads, roadRows, `recording roads (tenant ${plan.id})`, log);
  await seedCaptionTracks(ctx, recordings);
  return recordings;
}

/** The language the demo clips' teachers speak (demo-media.ts `demoCaptionCues`). */
const DEMO_CAPTION_LANGUAGE: CaptionLanguage = 'en';

/**
 * Each recording's clip captions as a person's track (the class's teacher uploaded it), published:
 * the player offers it labelled human, and the search inside lessons finds its cues, indexed as
 * the captions routes index a track (docs/captions.md "Search").
 */
async function seedCaptionTracks(ctx: SeedContext, recordings: Recording[]): Promise<void> {
  const { plan, db, log } = ctx;
  const trackRows = recordings.map((r) => ({
    id: seedId('captions', plan.id, r.id.split('-').pop()!),
    tenantId: plan.id,
    vodId: r.id,
    language: DEMO_CAPTION_LANGUAGE,
    origin: CAPTION_ORIGIN.human,
    status: CAPTION_STATUS.published,
    cues: r.clip.captions,
    editedBy: r.session.teachingClass.teacher.id,
    createdAt: r.session.end,
    updatedAt: r.session.end,
  }));
  await insertAll(db, captionTracks, trackRows, `caption tracks (tenant ${plan.id})`, log);
  for (const track of trackRows) await indexCaptionTrack(db, track.id);
}
