/**
 * Tesseract's reading of a slide made fit to search. It puts spaces between Chinese characters
 * (Chinese has none), so a phrase typed into search would not match: those go, while spaces
 * between Latin words and between Chinese and Latin stay, as the slide shows them. Full-width
 * punctuation counts as Chinese. Lines keep their order; blank lines and lines with no letter or
 * digit (what Tesseract makes of rules, bullets and pictures) go.
 */

/** Han, CJK punctuation (、。「」…) and the full-width punctuation (，：（）…), not full-width letters. */
const CHINESE = String.raw`[\p{Script=Han}\u3001-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]`;
const SPACE_BETWEEN_CHINESE = new RegExp(String.raw`(${CHINESE}) (?=${CHINESE})`, 'gu');
/** Runs of spaces, tabs and ideographic spaces, made one space. */
const SPACES = /[ \t\u3000]+/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function tidySlideText(read: string): string {
  return read
    .split(/\r?\n|\f/)
    .map((line) => line.replace(SPACES, ' ').replace(SPACE_BETWEEN_CHINESE, '$1').trim())
    .filter((line) => LETTER_OR_DIGIT.test(line))
    .join('\n');
}
