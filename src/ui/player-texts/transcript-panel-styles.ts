import { rem, targetRem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** The look of the transcript panel (TranscriptPanel.tsx). */

export const Panel = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(12), minWidth: 0 });

/** Which track the lines are, and who made it. */
export const TrackLabel = styled('p', {
  alignSelf: 'start',
  margin: 0,
  padding: `${rem(2)} ${rem(10)}`,
  borderRadius: rem(12),
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(13),
  // A machine's words no person checked look unlike a person's (as the search's kinds do).
  '&[data-maker="automatic"]': { borderStyle: 'dashed', fontStyle: 'italic' },
});

export const SearchForm = styled('form', { position: 'relative', display: 'flex' });

export const SearchField = styled('input', {
  ...controlBox,
  flex: 1,
  minWidth: 0,
  paddingRight: rem(40),
  outline: 'none',
  '&:focus': { borderColor: '$primary' },
  '&:focus-visible': { outline: '2px solid var(--theme-color-light-3)', outlineOffset: rem(1) },
  // The clear button below says what it does; the browser's own cross does not.
  '&::-webkit-search-cancel-button': { display: 'none' },
});

export const ClearButton = styled('button', {
  position: 'absolute',
  top: '50%',
  right: rem(4),
  transform: 'translateY(-50%)',
  width: targetRem(30),
  height: targetRem(30),
  border: 'none',
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontSize: rem(20),
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page', color: '$text' },
});

/** An action inside a line of text (try again). */
export const TextButton = styled('button', {
  padding: 0,
  border: 'none',
  background: 'none',
  color: '$primaryText',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
