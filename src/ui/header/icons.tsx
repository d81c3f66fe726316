/** Line icons of the header, drawn in the current text colour. */
type IconProps = { size?: string };

const frame = (size: string) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export function SearchIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function ClockIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function ChevronDownIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function CampusIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M3 10l9-6 9 6" />
      <path d="M5 10v9h14v-9M9 19v-5h6v5" />
    </svg>
  );
}
