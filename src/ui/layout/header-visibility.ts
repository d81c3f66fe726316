/** Pages that show no header (SPEC §2 "Layout header"). */
export const HEADERLESS_PATHS: readonly string[] = [
  '/help-center',
  '/live-detail',
  '/play-live',
  '/video-detail',
  '/play-video',
  '/play-center',
  '/clip-manage',
  '/caption-edit',
  '/superstar-course',
];

export function showsHeader(pathname: string): boolean {
  return !HEADERLESS_PATHS.includes(pathname);
}
