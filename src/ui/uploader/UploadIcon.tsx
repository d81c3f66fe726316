import { LineIcon } from '../kit/LineIcon';

const PATHS = ['M12 15V4M7 9l5-5 5 5', 'M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4'];

/** An arrow into a tray: the upload buttons' mark, drawn in the current text colour. */
export function UploadIcon({ size = '1em' }: { size?: string }) {
  return <LineIcon paths={PATHS} size={size} />;
}
