import { courseResources } from '../schema';
import type { TeachingClass } from './catalogue';
import { mediaUrl, type SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';
import { simplePdf } from './pdf';
import type { Recording } from './recordings';

/**
 * Downloadable course resources with real files under the media root (resources/<tenant>/…):
 * a Markdown syllabus and PDF lecture notes per class, CSV datasets for two classes, and one
 * withdrawn resource (invalid, no file) so the invalid marker has something to show.
 */

type ResourceFile = { title: string; fileName: string; mimeType: string; content: Buffer; recording?: Recording };

function syllabus(c: TeachingClass): string {
  const weeks = Array.from({ length: 18 }, (_, i) => `| ${i + 1} | ${c.subject.en}: unit ${Math.floor(i / 3) + 1}, part ${(i % 3) + 1} |`);
  return [
    `# ${c.subject.en} (${c.subject.zh}): syllabus`,
    '',
    `Class: ${c.name}  `,
    `Course number: ${c.subject.code}  `,
    `Teacher: ${c.teacher.name}`,
    '',
    '## Assessment',
    '',
    '- Coursework 30%',
    '- Mid-term test 20%',
    '- Final examination 50%',
    '',
    '## Weekly plan',
    '',
    '| Week | Topic |',
    '|---|---|',
    ...weeks,
    '',
  ].join('\n');
}

function lectureNotes(c: TeachingClass, recording: Recording | undefined): Buffer {
  return simplePdf([
    `${c.subject.en}: lecture notes`,
    `Class ${c.name}, ${c.subject.code}`,
    `Teacher: ${c.teacher.name.replace(/[^\x20-\x7e]/g, '').trim()}`,
    recording ? `Week ${recording.session.weekNo} recording: ${recording.clip.title}` : 'General notes',
    '',
    '1. Definitions and notation',
    '2. Main theorem and a sketch of its proof',
    '3. Worked example (see the screen road of the recording)',
    '4. Exercises for next week',
  ]);
}

function dataset(c: TeachingClass, next: () => number): string {
  const rows = Array.from({ length: 18 }, (_, i) => `${i + 1},${40 + Math.floor(next() * 20)},${(60 + next() * 35).toFixed(1)}`);
  return ['week,attendance,quiz_mean', ...rows, ''].join('\n');
}

export async function seedCourseResources(ctx: SeedContext, classes: TeachingClass[], recordings: Recording[]): Promise<void> {
  const { plan, db, log, random, files } = ctx;
  const rows: (typeof courseResources.$inferInsert)[] = [];
  const chosen = [...classes]
    .sort((a, b) => Number(b.hasMainStudent) - Number(a.hasMainStudent) || a.index - b.index)
    .slice(0, plan.resourceClasses);
  chosen.forEach((c, i) => {
    const recording = recordings.find((r) => r.session.teachingClass === c);
    const resources: ResourceFile[] = [
      { title: `${c.subject.en} syllabus`, fileName: 'syllabus.md', mimeType: 'text/markdown', content: Buffer.from(syllabus(c)) },
      {
        title: `${c.subject.en} lecture notes`,
        fileName: 'lecture-notes.pdf',
        mimeType: 'application/pdf',
        content: lectureNotes(c, recording),
        recording,
      },
    ];
    if (i < 2) {
      resources.push({
        title: `${c.subject.en} dataset`,
        fileName: 'dataset.csv',
        mimeType: 'text/csv',
        content: Buffer.from(dataset(c, random.next)),
      });
    }
    for (const r of resources) {
      const storagePath = `resources/${plan.id}/${c.id}/${r.fileName}`;
      files.push({ path: storagePath, content: r.content });
      rows.push({
        id: seedId('reso', plan.id, rows.length + 1),
        tenantId: plan.id,
        teclId: c.id,
        courId: r.recording?.session.id ?? null,
        vodId: r.recording?.id ?? null,
        title: r.title,
        fileName: r.fileName,
        storagePath,
        sizeBytes: r.content.length,
        mimeType: r.mimeType,
        speaker: c.teacher.name,
        thumbnailUrl: r.recording ? mediaUrl(r.recording.clip.posterPath) : null,
      });
    }
  });
  const withdrawn = chosen[0]!;
  rows.push({
    id: seedId('reso', plan.id, rows.length + 1),
    tenantId: plan.id,
    teclId: withdrawn.id,
    title: `${withdrawn.subject.en} old slides (withdrawn)`,
    fileName: 'old-slides.pdf',
    storagePath: `resources/${plan.id}/${withdrawn.id}/old-slides.pdf`,
    sizeBytes: 0,
    mimeType: 'application/pdf',
    speaker: withdrawn.teacher.name,
    invalid: true,
  });
  await insertAll(db, courseResources, rows, `course resources (tenant ${plan.id})`, log);
}
