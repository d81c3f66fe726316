/**
 * Debian's Chinese model (chi_sim) reads a slide's Chinese and English together, but often loses
 * the space between two English words ("Fouriertransform"), and the search then cannot find
 * either word. The English model alone keeps those spaces: where a slide has a long run of Latin
 * letters, it is read again with `eng` only, and each glued run that the English reading writes as
 * two to four words is spaced as it writes them. Nothing else of the mixed reading changes.
 */

/** A Latin run this long may be words glued together; shorter ones are left alone (and cost no second reading). */
export const GLUED_MIN_LETTERS = 8;
const LATIN_RUN = /[A-Za-z][A-Za-z0-9'-]*/g;
const MAX_WORDS = 4;

/** Whether the mixed reading has a run worth a second, English-only, reading. */
export const mayHaveGluedWords = (mixed: string): boolean => (mixed.match(LATIN_RUN) ?? []).some((run) => run.length >= GLUED_MIN_LETTERS);

/** `mixed` with each glued Latin run spaced as `english` writes the same letters. */
export function respaceLatin(mixed: string, english: string): string {
  const spaced = new Map<string, string>();
  for (const line of english.split('\n')) {
    const words = line.match(LATIN_RUN) ?? [];
    for (let size = 2; size <= MAX_WORDS; size++)
      for (let i = 0; i + size <= words.length; i++) {
        const run = words.slice(i, i + size);
        spaced.set(run.join('').toLowerCase(), run.join(' '));
      }
  }
  return mixed.replace(LATIN_RUN, (run) => (run.length >= GLUED_MIN_LETTERS ? (spaced.get(run.toLowerCase()) ?? run) : run));
}
