/** Line icons shared by every page, drawn in the current text colour. */
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
export function BackIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

export function PlayIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)} fill="currentColor" strokeWidth={0}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

export function StarIcon({ size = '1em', filled }: IconProps & { filled: boolean }) {
  return (
    <svg {...frame(size)} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z" />
    </svg>
  );
}

export function DownloadIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

export function FileIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

export function LockIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function ExternalIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export function ChevronIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** Two arrows round a circle: a file that takes another's place (a lesson's recording replaced). */
export function ReplaceIcon({ size = '1em' }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
      <path d="M20 20v-4h-4" />
    </svg>
  );
}
