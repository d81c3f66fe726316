/** A file's size for people: 944 B, 12.5 KB, 3.2 MB (powers of 1024). */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function fileSizeText(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
