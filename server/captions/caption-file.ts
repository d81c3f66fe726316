import { createRequire } from 'node:module';
import type { Cue, Entity, Tree, TreeNode, TreeNodeObjectTagNameWithRt } from 'webvtt-parser';
import type { CaptionFileFormat } from '../../src/schemas/captions';
import type { CaptionCue } from '../db/schema';
import { badBody, type ApiError } from '../errors';
import { assertCueCount } from './cue-limits';
import { SRT_LINE_SHIFT, srtAsWebVtt } from './srt-as-webvtt';

/**
 * Reads an uploaded caption file (docs/captions.md "Files"). WebVTT is read by webvtt-parser, the
 * parser of the W3C's WebVTT validator; SRT is rewritten as WebVTT first (./srt-as-webvtt.ts), so
 * both meet one strict parser. A file with a line the parser cannot take (no signature, a block
 * without timings, a timing it cannot read) is refused naming that line, never stored with cues
 * silently missing. Cue markup (voices, italics, ruby readings) is dropped: a track holds plain text.
 */

// A CommonJS module whose exports Node's ES module loader cannot see by name.
const require = createRequire(import.meta.url);
const { WebVTTParser, WebVTTCueTimingsAndSettingsParser } = require('webvtt-parser') as typeof import('webvtt-parser');
// The full HTML table: the parser's own short default leaves the `;` of `&amp;` in the text.
const ENTITIES = require('webvtt-parser/html-entities.json') as Record<Entity, string>;

const FORMAT_NAMES: Record<CaptionFileFormat, string> = { vtt: 'WebVTT', srt: 'SRT' };
const SIGNATURE = /^WEBVTT([ \t]|$)/;
const NOT_A_CUE = /^(NOTE|STYLE|REGION)([ \t]|$)/;
const CUE_NUMBER = /^\s*\d+\s*$/;
const CONTROL = /[\p{Cc}]/gu;

/** The timing line reads (two timestamps and the arrow), whatever its settings, which a track does not keep. */
function timingReads(line: string): boolean {
  const ignoreSettings = () => undefined;
  return new WebVTTCueTimingsAndSettingsParser(line, ignoreSettings).parse({} as Cue, 0) === true;
}

/**
 * The file's cue blocks as the parser walks them (blank lines between, the signature's block
 * first): the lines holding a timing, and the first block with none, which the parser drops.
 */
function scanBlocks(lines: readonly string[]): { timingLines: number[]; untimedBlock: number | null } {
  const timingLines: number[] = [];
  let untimedBlock: number | null = null;
  let block: number[] = [];
  const judge = () => {
    const [first, second] = block;
    if (first === undefined || NOT_A_CUE.test(lines[first]!)) return;
    const timing = lines[first]!.includes('-->') ? first : second !== undefined && lines[second]!.includes('-->') ? second : null;
    // No timing: after an SRT cue's number it was due on the next line.
    if (timing === null) untimedBlock ??= second !== undefined && CUE_NUMBER.test(lines[first]!) ? second : first;
    else timingLines.push(...block.filter((at) => at >= timing && lines[at]!.includes('-->')));
  };
  const start = lines.indexOf('');
  if (start < 0) return { timingLines, untimedBlock };
  for (let at = start + 1; at <= lines.length; at++) {
    if (at < lines.length && lines[at] !== '') block.push(at);
    else {
      judge();
      block = [];
    }
  }
  return { timingLines, untimedBlock };
}

/** Any node of a cue's text, a ruby's reading (`rt`) included. */
type TextNode = TreeNode<TreeNodeObjectTagNameWithRt>;

const plainTextOf = (nodes: readonly TextNode[]): string =>
  nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'timestamp' || node.name === 'rt') return '';
      return plainTextOf(node.children);
    })
    .join('');

/** A cue's text as a track keeps it: markup gone, each line trimmed, blank lines and control characters dropped. */
const cueTextOf = (tree: Tree): string =>
  plainTextOf(tree.children)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(CONTROL, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

const toMillisecond = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The file's cues in time order; 400 naming the line it cannot read, or saying it holds no captions. */
export function readCaptionFile(format: CaptionFileFormat, text: string): CaptionCue[] {
  const withoutMark = text.replace(/^\uFEFF/, '');
  const webVtt = format === 'srt' ? srtAsWebVtt(withoutMark) : withoutMark;
  const shift = format === 'srt' ? SRT_LINE_SHIFT : 0;
  const name = FORMAT_NAMES[format];
  const unreadable = (line: number): ApiError =>
    badBody('text', `not ${name} at line ${line - shift}`, 'captionFileUnreadable', { format: name, line: line - shift });

  const lines = webVtt.split(/\r\n|\r|\n/);
  if (!SIGNATURE.test(lines[0]!)) throw unreadable(1);
  const { timingLines, untimedBlock } = scanBlocks(lines);
  // Counted before parsing: a file past the limit is not worth the second it takes to read.
  assertCueCount(timingLines.length);
  const parsed = new WebVTTParser(ENTITIES).parse(webVtt, 'subtitles').cues;
  // Each timing the parser reads makes a cue: fewer cues than timings means one it could not read.
  const unreadTiming = parsed.length < timingLines.length ? timingLines.find((at) => !timingReads(lines[at]!)) : undefined;
  const dropped = [untimedBlock, unreadTiming].filter((at) => at !== null && at !== undefined);
  if (dropped.length > 0) throw unreadable(Math.min(...dropped) + 1);

  const cues = parsed.flatMap((cue) => {
    const cueText = cueTextOf(cue.tree);
    return cueText === '' ? [] : [{ startS: toMillisecond(cue.startTime), endS: toMillisecond(cue.endTime), text: cueText }];
  });
  if (cues.length === 0) throw badBody('text', `no ${name} captions in the file`, 'captionFileEmpty', { format: name });
  return cues;
}
