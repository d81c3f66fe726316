import { SPACING_MAX_PX, SPACING_STEP_PX } from '../../constants';
import { rem } from '../scaling/rem';

/**
 * The spacing scale (SPEC §9 "Spacing utilities run 0 to 200px"): tokens `$0`, `$2` … `$200`,
 * lengths of the 1920 px design in rem so they follow the window's scaling like every other
 * design measure.
 */
export const SPACING_STEPS: readonly number[] = Array.from(
  { length: SPACING_MAX_PX / SPACING_STEP_PX + 1 },
  (_, index) => index * SPACING_STEP_PX,
);

export const spaceTokens = Object.fromEntries(SPACING_STEPS.map((px) => [String(px), rem(px)])) as Record<string, string>;

type SpaceValue = `$${number}` | number | 'auto';

/** A token name, a design px on the scale (written as rem), or 'auto'. */
function spaceOf(value: SpaceValue): string {
  return typeof value === 'number' ? rem(value) : value;
}

const side =
  (...properties: string[]) =>
  (value: SpaceValue) =>
    Object.fromEntries(properties.map((property) => [property, spaceOf(value)]));

/** Stitches utilities: `m`, `mt`, `mx`, `p`, `py`, … taking a spacing token (`'$20'`) or design px. */
export const spaceUtils = {
  m: side('margin'),
  mt: side('marginTop'),
  mr: side('marginRight'),
  mb: side('marginBottom'),
  ml: side('marginLeft'),
  mx: side('marginLeft', 'marginRight'),
  my: side('marginTop', 'marginBottom'),
  p: side('padding'),
  pt: side('paddingTop'),
  pr: side('paddingRight'),
  pb: side('paddingBottom'),
  pl: side('paddingLeft'),
  px: side('paddingLeft', 'paddingRight'),
  py: side('paddingTop', 'paddingBottom'),
};
