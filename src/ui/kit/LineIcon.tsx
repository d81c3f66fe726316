/**
 * The app's line icons: 24 × 24 strokes in the current text colour, rounded, hidden from
 * assistive technology (the button or link around one names it).
 */
export function LineIcon({ paths, size = '1em' }: { paths: readonly string[]; size?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
