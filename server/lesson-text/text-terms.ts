import { Converter } from 'opencc-js/t2cn';
import { stemmer } from 'stemmer';
import { eng as ENGLISH_STOP_WORDS } from 'stopword';

/**
 * How text inside lessons (slides, captions, transcripts, notes) becomes search terms, and how a
 * query becomes the same terms (docs/search.md "Inside lessons"). One function for both sides, so
 * what is indexed and what is asked can never drift apart.
 *
 * - Text is normalised first: NFKC (full-width letters and digits become plain ones), lower case,
 *   traditional characters to simplified (OpenCC's tables, Hong Kong and Taiwan variants), so
 *   傅裡葉 finds 傅里叶 and ＦＯＵＲＩＥＲ finds fourier.
 * - Chinese is not cut into words (a segmenter's guess is what makes 农业 unfindable inside
 *   中国农业发展银行). Every character is a term, and so is every pair of neighbours, at the
 *   character's position; a query of several characters asks for its pairs one after another,
 *   so it matches exactly where those characters stand together, inside any longer word, and
 *   only there: 景点 never finds 经典, whatever their pinyin.
 * - Other words (Latin letters, digits) are stemmed with Porter's English stemmer, so transform,
 *   transforms and transformation are one term; English stop words are left out of the index and
 *   of queries (positions still count them).
 */

/** PostgreSQL keeps positions up to this; later ones are all this (a cue or a slide never gets there). */
const MAX_POSITION = 16_383;
/** Longer runs of letters are no word anyone searches for (and a term must stay far below PostgreSQL's 2 KiB). */
const MAX_WORD_LENGTH = 60;

const fromHongKong = Converter({ from: 'hk', to: 'cn' });
const fromTaiwan = Converter({ from: 'tw', to: 'cn' });
const STOP_WORDS: ReadonlySet<string> = new Set(ENGLISH_STOP_WORDS);
const HAN = /\p{Script=Han}/u;
/** A run of Chinese characters, or a word of other letters and digits (with their combining marks). */
const TOKEN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+)/gu;

/** Normalised text, and for each of its UTF-16 units the offset in the original text it came from. */
type Normalised = { text: string; from: number[] };

const simplifiedOf = (text: string) => fromTaiwan(fromHongKong(text));

/**
 * Each character's NFKC lower-case form, kept once worked out: the search marks the words in every
 * moment it answers, and a lesson's text uses a few thousand characters over and over. Bounded, so
 * text of every script cannot grow it without end.
 */
const NORMAL_FORMS = new Map<string, string>();
const NORMAL_FORMS_KEPT = 50_000;

function normalForm(point: string): string {
  const known = NORMAL_FORMS.get(point);
  if (known !== undefined) return known;
  const normal = point.normalize('NFKC').toLowerCase();
  if (NORMAL_FORMS.size < NORMAL_FORMS_KEPT) NORMAL_FORMS.set(point, normal);
  return normal;
}

function normalise(original: string): Normalised {
  let text = '';
  const from: number[] = [];
  let offset = 0;
  for (const point of original) {
    const normal = normalForm(point);
    text += normal;
    for (let i = 0; i < normal.length; i++) from.push(offset);
    offset += point.length;
  }
  from.push(offset);
  // OpenCC's tables only change Han characters: text without one is left as it is.
  if (!HAN.test(text)) return { text, from };
  const simplified = simplifiedOf(text);
  if (simplified.length === text.length) return { text: simplified, from };
  // A phrase converted to another length (rare): character by character, offsets stay true.
  return { text: [...text].map((point) => (HAN.test(point) ? simplifiedOf(point) : point)).join(''), from };
}

/** One term of a text: its lexeme, its position (from 1) and the original characters it covers. */
export type Term = { lexeme: string; position: number; start: number; end: number };

/** The terms of `text`, in order (a Chinese character's pair shares its position). */
export function termsOf(text: string): Term[] {
  const { text: normal, from } = normalise(text);
  const terms: Term[] = [];
  let position = 1;
  const at = () => Math.min(position, MAX_POSITION);
  for (const match of normal.matchAll(TOKEN)) {
    const index = match.index;
    if (match[1] !== undefined) {
      const points = [...match[1]];
      let unit = index;
      points.forEach((point, i) => {
        const next = points[i + 1];
        const start = from[unit]!;
        terms.push({ lexeme: point, position: at(), start, end: from[unit + point.length]! });
        if (next !== undefined) terms.push({ lexeme: point + next, position: at(), start, end: from[unit + point.length + next.length]! });
        unit += point.length;
        position++;
      });
      // A gap after the run: characters apart in the text are never neighbours in a phrase.
      position++;
      continue;
    }
    const word = match[2]!;
    if (word.length <= MAX_WORD_LENGTH && !STOP_WORDS.has(word))
      terms.push({ lexeme: lexemeOfWord(word), position: at(), start: from[index]!, end: from[index + word.length]! });
    position++;
  }
  return terms;
}

const lexemeOfWord = (word: string) => (/^\p{N}+$/u.test(word) ? word : stemmer(word));

/** A lexeme as a `tsvector` or `tsquery` literal writes it. */
export const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A `tsvector` literal of `terms`: each lexeme with its positions. */
export function tsvectorOf(terms: readonly Term[]): string {
  const positions = new Map<string, number[]>();
  for (const term of terms) {
    const list = positions.get(term.lexeme) ?? [];
    if (list.at(-1) !== term.position) list.push(term.position);
    positions.set(term.lexeme, list);
  }
  return [...positions].map(([lexeme, list]) => `${quoted(lexeme)}:${list.join(',')}`).join(' ');
}

/**
 * A query: groups of lexemes, each group a phrase (its lexemes at consecutive positions), every
 * group required. A run of Chinese characters is one group (its neighbour pairs, or the one
 * character); each other word is a group of its own. Null when nothing searchable is left.
 */
export type TextQuery = { groups: string[][]; tsquery: string };

export function parseTextQuery(raw: string): TextQuery | null {
  const groups: string[][] = [];
  const byPosition = new Map<number, Term[]>();
  for (const term of termsOf(raw)) byPosition.set(term.position, [...(byPosition.get(term.position) ?? []), term]);
  let run: string[] = [];
  let single: string | null = null;
  let last = -1;
  const close = () => {
    if (run.length > 0) groups.push(run);
    else if (single !== null) groups.push([single]);
    run = [];
    single = null;
  };
  for (const [position, terms] of byPosition) {
    const han = HAN.test(terms[0]!.lexeme);
    if (!han || position !== last + 1) close();
    if (han) {
      const pair = terms.find((term) => [...term.lexeme].length === 2);
      if (pair !== undefined) run.push(pair.lexeme);
      else if (run.length === 0) single = terms[0]!.lexeme;
    } else {
      close();
      groups.push([terms[0]!.lexeme]);
    }
    last = position;
  }
  close();
  const unique = [...new Map(groups.map((group) => [group.join(' '), group])).values()];
  if (unique.length === 0) return null;
  return { groups: unique, tsquery: unique.map((group) => `(${group.map(quoted).join(' <-> ')})`).join(' & ') };
}

/** A stretch of the original text that matched, as [start, end) offsets. */
export type Mark = { start: number; end: number };

/** Where `query` matches in `text`: every phrase of it found, as ranges of the original text, merged. */
export function marksOf(text: string, query: TextQuery): Mark[] {
  const terms = termsOf(text);
  const byPosition = new Map<number, Term[]>();
  for (const term of terms) byPosition.set(term.position, [...(byPosition.get(term.position) ?? []), term]);
  const found: Mark[] = [];
  for (const group of query.groups) {
    for (const first of terms) {
      if (first.lexeme !== group[0]) continue;
      let end = first.end;
      const whole = group.every((lexeme, i) => {
        const term = byPosition.get(first.position + i)?.find((candidate) => candidate.lexeme === lexeme);
        if (term !== undefined) end = Math.max(end, term.end);
        return term !== undefined;
      });
      if (whole) found.push({ start: first.start, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Mark[] = [];
  for (const mark of found) {
    const previous = merged.at(-1);
    if (previous !== undefined && mark.start <= previous.end) previous.end = Math.max(previous.end, mark.end);
    else merged.push({ ...mark });
  }
  return merged;
}
