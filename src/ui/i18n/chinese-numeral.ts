/**
 * Integers as Chinese numerals (SPEC §5 "numeral helper"): 万 groups ten-thousands, 亿 groups
 * hundred-millions so large values still read naturally. It rejects nothing: a fraction is cut
 * to its integer part and a value that is not a finite number reads as 零.
 */
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
/** Units inside a four-digit section, from the ones upwards. */
const SECTION_UNITS = ['', '十', '百', '千'] as const;
const TEN_THOUSAND = 10_000;
const HUNDRED_MILLION = 100_000_000;
const ZERO = DIGITS[0];
const MINUS = '负';

/** 0–9999 without a leading zero; inner runs of zeros read as one 零 (e.g. 1005 → 一千零五). */
function sectionToChinese(section: number): string {
  let text = '';
  let zeroPending = false;
  for (let position = SECTION_UNITS.length - 1; position >= 0; position--) {
    const digit = Math.floor(section / 10 ** position) % 10;
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (zeroPending) text += ZERO;
    zeroPending = false;
    text += `${DIGITS[digit]}${SECTION_UNITS[position]}`;
  }
  return text;
}

/** Joins a high part, its unit and the rest; a gap of a whole lower digit reads as 零. */
function joinGroups(high: string, unit: string, low: number, lowIsShort: boolean, lowText: (n: number) => string): string {
  if (low === 0) return `${high}${unit}`;
  return `${high}${unit}${lowIsShort ? ZERO : ''}${lowText(low)}`;
}

function positiveToChinese(value: number): string {
  if (value < TEN_THOUSAND) return sectionToChinese(value);
  if (value < HUNDRED_MILLION) {
    const low = value % TEN_THOUSAND;
    return joinGroups(sectionToChinese(Math.floor(value / TEN_THOUSAND)), '万', low, low < TEN_THOUSAND / 10, sectionToChinese);
  }
  const low = value % HUNDRED_MILLION;
  return joinGroups(positiveToChinese(Math.floor(value / HUNDRED_MILLION)), '亿', low, low < HUNDRED_MILLION / 10, positiveToChinese);
}

export function toChineseNumeral(value: number): string {
  if (!Number.isFinite(value)) return ZERO;
  const integer = Math.trunc(value);
  if (integer === 0) return ZERO;
  const text = positiveToChinese(Math.abs(integer));
  // A leading 一十 is said 十 (10 → 十, 100000 → 十万); inside a number it stays (110 → 一百一十).
  const spoken = text.startsWith('一十') ? text.slice(1) : text;
  return integer < 0 ? `${MINUS}${spoken}` : spoken;
}
