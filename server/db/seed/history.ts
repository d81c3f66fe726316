import { NOTE_STATUS } from '../../../src/constants';
import { collections, messages, notes, visitRecords, watchRecords, type SlateDocument } from '../schema';
import type { SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';
import type { People } from './people';
import type { Recording } from './recordings';
import { seedWatchMinutes } from './watch-minutes';

/**
 * Personal data: the main demo student's watch history, favourites, messages and notes (with
 * time-card marks), lighter watch history for everyone else, and page visits for the data board.
 */

const HOUR_MS = 3_600_000;
const MAIN_WATCH_PERCENTS = [0.12, 0.35, 0.5, 0.68, 0.9, 1, 0.05];
const NOTE_STATUSES = [NOTE_STATUS.draft, NOTE_STATUS.pending, NOTE_STATUS.released];
const VISITED_PATHS = [
  '/home',
  '/list-live',
  '/list-video',
  '/advance-search',
  '/play-video',
  '/play-live',
  '/personal-center/my-schedule',
];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
];

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, Math.floor(seconds) % 60].map((n) => String(n).padStart(2, '0')).join(':');

function noteDocument(recording: Recording, markAtS: number): SlateDocument {
  return [
    { type: 'paragraph', children: [{ text: `Notes on ${recording.title}` }] },
    { type: 'mark-time-card', timeString: clock(markAtS), content: 'definition', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: 'Restate the definition in my own words, then redo the worked example.' }] },
    { type: 'mark-time-card', timeString: clock(markAtS + 9), content: 'worked example', children: [{ text: '' }] },
  ];
}

type SeedMessage = {
  title: string;
  content: string;
  isRead: boolean;
  kind: 'course' | 'system';
  teclId?: string;
  vodId?: string;
  courId?: string;
};

function mainStudentMessages(recordings: Recording[]): SeedMessage[] {
  const latest = recordings[0];
  return [
    {
      title: 'Welcome to Lectern',
      content: 'Your timetable, recordings and notes are all in one place. Open Help for a short tour.',
      isRead: true,
      kind: 'system',
    },
    {
      title: 'New recording available',
      content: latest ? `${latest.title} can now be watched again.` : 'A new recording is ready.',
      isRead: false,
      kind: 'course',
      // Leads to the recording, as a real one does (server/messages/course-events.ts).
      ...(latest && { teclId: latest.session.teachingClass.id, courId: latest.session.id, vodId: latest.id }),
    },
    { title: 'Room change', content: "This week's lessons in A101 move to A203.", isRead: false, kind: 'course' },
    { title: 'Your note was released', content: 'Your teacher released your note to the class.', isRead: true, kind: 'course' },
    {
      title: 'Scheduled maintenance',
      content: 'Lectern will be unavailable on Saturday from 02:00 to 03:00.',
      isRead: false,
      kind: 'system',
    },
    { title: 'Course resources updated', content: 'New lecture notes were added to one of your classes.', isRead: true, kind: 'course' },
  ];
}

export async function seedHistory(ctx: SeedContext, people: People, recordings: Recording[]): Promise<void> {
  const { plan, db, log, random, now } = ctx;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const main = people.students[0]!;
  const mine = recordings.filter((r) => r.session.teachingClass.hasMainStudent);
  const watched = mine.slice(0, MAIN_WATCH_PERCENTS.length);

  const watchRows: (typeof watchRecords.$inferInsert)[] = watched.map((r, i) => {
    const percent = MAIN_WATCH_PERCENTS[i]!;
    return {
      id: seedId('watc', plan.id, i + 1),
      tenantId: plan.id,
      userId: main.id,
      courId: r.session.id,
      vodId: r.id,
      watchPercent: percent,
      positionS: Math.round(percent * r.clip.durationS),
      createdAt: at(i * 7 + 2),
      updatedAt: at(i * 7 + 1),
    };
  });
  for (const student of people.students.slice(1)) {
    for (const r of random.sample(recordings, random.int(0, Math.min(4, recordings.length)))) {
      const percent = Math.round(random.next() * 100) / 100;
      const hoursAgo = random.int(1, 24 * 21);
      watchRows.push({
        id: seedId('watc', plan.id, watchRows.length + 1),
        tenantId: plan.id,
        userId: student.id,
        courId: r.session.id,
        vodId: r.id,
        watchPercent: percent,
        positionS: Math.round(percent * r.clip.durationS),
        createdAt: at(hoursAgo + 1),
        updatedAt: at(hoursAgo),
      });
    }
  }
  await insertAll(db, watchRecords, watchRows, `watch records (tenant ${plan.id})`, log);
  await seedWatchMinutes(ctx, watchRows, recordings);

  const favourites = [
    ...watched.slice(0, 3).map((r) => ({ vodId: r.id, teclId: null })),
    ...(mine[0] ? [{ vodId: null, teclId: mine[0].session.teachingClass.id }] : []),
  ];
  await insertAll(
    db,
    collections,
    favourites.map((f, i) => ({
      id: seedId('coll', plan.id, i + 1),
      tenantId: plan.id,
      userId: main.id,
      ...f,
      createdAt: at(i * 11 + 3),
    })),
    `collections (tenant ${plan.id})`,
    log,
  );

  const messageRows = mainStudentMessages(mine).map((m, i) => ({
    id: seedId('mess', plan.id, i + 1),
    tenantId: plan.id,
    userId: main.id,
    ...m,
    createdAt: at(i * 13 + 1),
  }));
  for (const account of plan.accounts) {
    if (account.username === main.username) continue;
    messageRows.push({
      id: seedId('mess', plan.id, messageRows.length + 1),
      tenantId: plan.id,
      userId: people.byUsername.get(account.username)!.id,
      title: 'Welcome to Lectern',
      content: 'Your demo account is ready.',
      isRead: false,
      kind: 'system',
      createdAt: at(30),
    });
  }
  await insertAll(db, messages, messageRows, `messages (tenant ${plan.id})`, log);

  const noteRows = NOTE_STATUSES.flatMap((status, i) => {
    const r = watched[i % Math.max(1, watched.length)];
    if (!r) return [];
    return [
      {
        id: seedId('note', plan.id, i + 1),
        tenantId: plan.id,
        userId: main.id,
        vodId: r.id,
        courId: r.session.id,
        title: `${r.session.teachingClass.subject.en}: week ${r.session.weekNo}`,
        content: noteDocument(r, 6 + i * 4),
        status,
        createdAt: at(i * 20 + 5),
        updatedAt: at(i * 20 + 4),
      },
    ];
  });
  await insertAll(db, notes, noteRows, `notes (tenant ${plan.id})`, log);

  const everyone = [...people.byUsername.values()];
  const visitCount = everyone.length * 4;
  const visitRows = Array.from({ length: visitCount }, (_, i) => ({
    id: seedId('visi', plan.id, i + 1),
    tenantId: plan.id,
    userId: random.chance(0.9) ? random.pick(everyone).id : null,
    path: random.pick(VISITED_PATHS),
    ip: `10.${plan.id}.${random.int(0, 255)}.${random.int(1, 254)}`,
    userAgent: random.pick(USER_AGENTS),
    createdAt: at(random.int(0, 24 * 14)),
  }));
  await insertAll(db, visitRecords, visitRows, `visit records (tenant ${plan.id})`, log);
}
