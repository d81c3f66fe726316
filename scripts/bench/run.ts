/**
 * `npm run bench` (docs/bench.md): on the large data set, on PGlite then on PostgreSQL, the real
 * app's course search, live list and recorded list, each against a bare Fastify route serving
 * the same JSON in the same run; plus the initial JavaScript of /home, the playback figures
 * (playback.ts), the warm start (warm-start.ts) and lecture capture (capture.ts). Prints a table
 * and writes the "latest figures" of docs/bench.md. Uploads (uploads.ts), the figures past one
 * machine (scaling.ts) and the search inside lessons (lesson-search.ts) write figures of their own
 * there. All traffic stays on 127.0.0.1 and is bounded.
 */
import { ensureSpaBuild } from '../spa-build';
import { benchCapture, formatCapture } from './capture';
import { benchCatalogue } from './catalogue';
import { benchLessonSearch, formatLessonSearch, ISSUE_LESSON_HOURS } from './lesson-search';
import { writeLatestFigures } from './report';
import { benchPlayback, formatPlayback } from './playback';
import { benchReports } from './reports';
import { benchScaling, formatScaling } from './scaling';
import { formatSpa, measureSpa, type SpaSize } from './spa-size';
import { benchUploads, formatUploads } from './uploads';
import { benchWarmStart, formatWarmStart } from './warm-start';

async function spaFigures(): Promise<SpaSize | string> {
  try {
    ensureSpaBuild((line) => console.log(line));
    return await measureSpa();
  } catch (error) {
    return `the SPA build or its measurement failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Sections `npm run bench -- <name> [<name> ...]` runs alone (all of them without a name). */
const SECTIONS = ['catalogue', 'spa', 'playback', 'start', 'reports', 'capture', 'uploads', 'scaling', 'lesson-search'] as const;
type Section = (typeof SECTIONS)[number];

function chosenSections(args: readonly string[]): Section[] {
  const unknown = args.filter((arg) => !(SECTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  return args.length === 0 ? [...SECTIONS] : (args as Section[]);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  const started = Date.now();
  const parts: string[] = [];
  if (sections.includes('catalogue')) parts.push(await benchCatalogue());
  if (sections.includes('spa')) parts.push(formatSpa(await spaFigures()));
  if (sections.includes('playback')) {
    // The browser plays what dist/ holds: measure the code as it is now.
    ensureSpaBuild((line) => console.log(line));
    parts.push(formatPlayback(await benchPlayback((line) => console.log(line))));
  }
  if (sections.includes('start')) parts.push(formatWarmStart(await benchWarmStart((line) => console.log(line))));
  if (sections.includes('reports')) parts.push(await benchReports((line) => console.log(line)));
  if (sections.includes('capture')) parts.push(formatCapture(await benchCapture((line) => console.log(line))));
  if (parts.length > 0) {
    const figures = parts.join('\n\n');
    console.log(`\n${figures}\n`);
    // Only a full run replaces the latest figures: a section alone is for working on it.
    if (sections.length === SECTIONS.length) writeLatestFigures(figures);
  }
  if (sections.includes('uploads')) {
    const uploads = formatUploads(await benchUploads((line) => console.log(line)));
    console.log(`\n${uploads}\n`);
    writeLatestFigures(uploads, 'upload-figures');
  }
  if (sections.includes('scaling')) {
    const scaling = formatScaling(await benchScaling((line) => console.log(line)));
    console.log(`\n${scaling}\n`);
    writeLatestFigures(scaling, 'scaling-figures');
  }
  if (sections.includes('lesson-search')) {
    const figures = await benchLessonSearch((line) => console.log(line));
    const lessons = formatLessonSearch(figures);
    console.log(`\n${lessons}\n`);
    // Another scale (LESSON_SEARCH_HOURS) is for working on the section.
    if (figures.lessonHours === ISSUE_LESSON_HOURS) writeLatestFigures(lessons, 'lesson-search-figures');
  }
  console.log(`bench: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error) => {
  console.error('bench: failed:', error);
  process.exit(1);
});
