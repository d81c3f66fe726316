import { z } from 'zod';

/**
 * Shared rules for text and numbers arriving in requests (docs/security.md "Input validation").
 * Control characters (Unicode Cc: NUL, escape, DEL, C1…) have no place in an id, a name or a
 * search word, and PostgreSQL refuses NUL in text outright; so they are refused with a 400
 * naming the field before any query runs. Free text the user pastes (note text, remarks) keeps
 * its tabs and line breaks and silently loses NUL instead, so a paste can always be saved.
 */

/** No control character at all: ids, names, titles, search words, tokens. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/** Control characters other than tab, line feed and carriage return. */
const NO_CONTROL_EXCEPT_LINES = /^[\P{Cc}\t\n\r]*$/u;
const CONTROL_MESSAGE = 'must not contain control characters';

/** A single-line string with no control characters. */
export const plainText = () => z.string().regex(NO_CONTROL_CHARACTERS, CONTROL_MESSAGE);

/** Text that may hold tabs and line breaks but no other control character. */
export const multilineText = () =>
  z.string().regex(NO_CONTROL_EXCEPT_LINES, 'must not contain control characters other than tabs and line breaks');

/** An entity id as the wire carries it: trimmed, 1 to 64 plain characters. */
export const ID_MAX = 64;
export const idText = () => plainText().trim().min(1, 'is required').max(ID_MAX);

/**
 * Pasted text: NUL removed and lone UTF-16 surrogates (half an emoji, cut by a paste) made
 * U+FFFD, so it can be stored; everything else kept as typed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const cleanPastedText = (value: string): string => value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

/**
 * A whole number in a query string or path: plain decimal digits with an optional minus sign,
 * nothing else. `z.coerce.number()` would also take `0x10`, `1e2`, ` 1 ` and `''` (as 0).
 */
const DECIMAL_INTEGER = /^-?\d{1,15}$/;
export const queryInt = ({ min, max }: { min?: number; max?: number } = {}) => {
  let number = z.number().int();
  if (min !== undefined) number = number.min(min, max === undefined ? `must be ${min} or more` : `must be between ${min} and ${max}`);
  if (max !== undefined) number = number.max(max, min === undefined ? `must be ${max} or less` : `must be between ${min} and ${max}`);
  return z.string().regex(DECIMAL_INTEGER, 'must be a whole number written in decimal digits').transform(Number).pipe(number);
};

/** A non-negative decimal number in a query string (e.g. seconds into a recording): `12` or `12.5`. */
const DECIMAL_NUMBER = /^\d{1,15}(\.\d{1,9})?$/;
export const queryDecimal = () =>
  z
    .string()
    .regex(DECIMAL_NUMBER, 'must be a number written in decimal digits, like 12 or 12.5')
    .transform(Number)
    .pipe(z.number().finite());
