import type { MomentKind } from '../../schemas/lesson-search';
import { LineIcon } from '../kit/LineIcon';

/** What a moment was found in, drawn as the app's line icons are (24 × 24, current colour). */
const PATHS: Record<MomentKind, readonly string[]> = {
  // A screen on a stand.
  slide: ['M3 4h18v12H3z', 'M12 16v4', 'M8 20h8'],
  // A caption box with two lines of text.
  caption: ['M3 5h18v14H3z', 'M7 11h4', 'M13 11h4', 'M7 15h10'],
  // A microphone: speech, as a machine heard it.
  transcript: ['M9 3h6v10H9z', 'M5 11a7 7 0 0 0 14 0', 'M12 18v3'],
  // A page with a folded corner and lines.
  note: ['M5 3h10l4 4v14H5z', 'M15 3v4h4', 'M8 12h8', 'M8 16h6'],
};

export function MomentKindIcon({ kind, size = '1em' }: { kind: MomentKind; size?: string }) {
  return <LineIcon paths={PATHS[kind]} size={size} />;
}
