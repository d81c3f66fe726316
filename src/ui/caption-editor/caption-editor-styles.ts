import { Field } from '../kit/form-fields';
import { Table } from '../kit/table';
import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

const TIME_FIELD_WIDTH = rem(122);
const ROW_BUTTON_SIZE = rem(34);

/** The caption editor's own look (docs/captions.md "The editor"); buttons, fields, tables and badges are the kit's. */

export const Subtitle = styled('p', { margin: `${rem(-12)} 0 ${rem(24)}`, fontSize: rem(15), color: '$textMuted' });

export const Facts = styled('p', { margin: `0 0 ${rem(14)}`, fontSize: rem(13), color: '$textMuted' });

export const Muted = styled('span', { color: '$textMuted', fontSize: rem(13) });

/** The preview and the shortcuts beside the cues; the preview stays in view while the rows scroll. */
export const EditorGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${rem(440)} minmax(0, 1fr)`,
  gap: rem(24),
  alignItems: 'start',
});

export const SidePanel = styled('div', {
  position: 'sticky',
  // Under the full-window pages' sticky bar (64 px at the design width, src/ui/shared/FullWindowFrame.tsx) and a gap.
  top: rem(80),
  display: 'flex',
  flexDirection: 'column',
  gap: rem(16),
});

/** A live caption over the preview, as the player draws them: white on a dark box, above the controls. */
export const CaptionOverlay = styled('div', {
  position: 'absolute',
  left: rem(16),
  right: rem(16),
  // Clear of the video's own controls.
  bottom: rem(64),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: rem(4),
  pointerEvents: 'none',
  '& span': {
    padding: `${rem(2)} ${rem(8)}`,
    borderRadius: '$sm',
    backgroundColor: 'rgba(0, 0, 0, 0.75)',
    color: '#fff',
    fontSize: rem(17),
    lineHeight: 1.4,
    textAlign: 'center',
    whiteSpace: 'pre-line',
  },
});

export const PreviewBox = styled('div', { position: 'relative' });

export const Panel = styled('section', {
  padding: `${rem(16)} ${rem(20)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& h2': { margin: `0 0 ${rem(10)}`, fontSize: rem(16), fontWeight: 700 },
});

export const ShortcutTable = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${rem(6)} ${rem(14)}`,
  margin: 0,
  fontSize: rem(14),
  '& dt': { whiteSpace: 'nowrap' },
  '& dd': { margin: 0, color: '$textMuted' },
});

export const Kbd = styled('kbd', {
  display: 'inline-block',
  minWidth: rem(22),
  padding: `0 ${rem(6)}`,
  border: '1px solid $border',
  borderBottomWidth: '2px',
  borderRadius: '$sm',
  backgroundColor: '$page',
  fontFamily: 'inherit',
  fontSize: rem(13),
  textAlign: 'center',
});

/** The cues' table: narrow columns for the number, play and times, the rest for the text. */
export const CueTableBox = styled(Table, {
  tableLayout: 'fixed',
  'th, td': { padding: `${rem(8)} ${rem(8)}`, verticalAlign: 'top' },
  '& [data-col="number"]': { width: rem(52), textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: '$textMuted' },
  // The number on the line of the row's controls (36 px high), not above it.
  '& td[data-col="number"]': { paddingTop: rem(16) },
  '& [data-col="play"]': { width: rem(52) },
  '& [data-col="time"]': { width: rem(180) },
  '& [data-col="actions"]': { width: rem(92) },
  '& tr[data-problem="true"] td': { backgroundColor: '$dangerLight' },
});

export const FieldProblemText = styled('span', {
  display: 'block',
  marginTop: rem(4),
  color: '$danger',
  fontSize: rem(13),
  lineHeight: 1.4,
});

/** A time field and its clock button side by side, the field's problem under both. */
export const TimeCell = styled('div', {
  display: 'grid',
  // Fixed, so a long problem wraps under them instead of widening the cell.
  gridTemplateColumns: `${TIME_FIELD_WIDTH} ${ROW_BUTTON_SIZE}`,
  justifyContent: 'start',
  alignItems: 'center',
  gap: rem(4),
  '& > input': { gridRow: 1, gridColumn: 1 },
  '& > button': { gridRow: 1, gridColumn: 2 },
  [`& > ${FieldProblemText}`]: { gridRow: 2, gridColumn: '1 / -1', marginTop: 0, overflowWrap: 'anywhere' },
});

export const TimeInput = styled(Field, {
  width: TIME_FIELD_WIDTH,
  padding: `0 ${rem(8)}`,
  fontVariantNumeric: 'tabular-nums',
});

export const TextArea = styled('textarea', {
  ...controlBox,
  display: 'block',
  width: '100%',
  height: 'auto',
  minHeight: rem(52),
  padding: `${rem(6)} ${rem(10)}`,
  lineHeight: 1.45,
  resize: 'vertical',
});

/** A small square button in a row (play, set to the video's time, add, remove). */
export const RowButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: ROW_BUTTON_SIZE,
  height: ROW_BUTTON_SIZE,
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: rem(15),
  cursor: 'pointer',
  '&:hover': { borderColor: '$primary', color: '$primaryText' },
  variants: { danger: { true: { color: '$danger', '&:hover': { borderColor: '$danger', color: '$danger' } } } },
});

export const RowActions = styled('div', { display: 'flex', gap: rem(4) });

/** The editor's line of buttons and its save state. */
export const EditorBar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: rem(10),
  marginBottom: rem(16),
});

export const SaveState = styled('p', { margin: `0 0 0 auto`, fontSize: rem(14), color: '$textMuted' });

export const TrackHeading = styled('h2', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: rem(10),
  margin: `0 0 ${rem(12)}`,
  fontSize: rem(22),
  fontWeight: 700,
});

export const UploadForm = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: rem(16),
  '& label': { display: 'flex', flexDirection: 'column', gap: rem(6), fontSize: rem(14), fontWeight: 600 },
});

export const FileInput = styled('input', { ...controlBox, height: 'auto', padding: rem(6), width: rem(420) });
