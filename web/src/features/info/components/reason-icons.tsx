/** Line icons for the 'Why Visit Hot Springs?' sections (drawn, so no font has to carry them). */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  width: 28,
  height: 28,
  'aria-hidden': true,
};

export function HealingIcon() {
  return (
    <svg {...common}>
      <path d="M12 3c3 4 5.5 6.8 5.5 10a5.5 5.5 0 0 1-11 0C6.5 9.8 9 7 12 3Z" />
      <path d="M12 11v5M9.5 13.5h5" />
    </svg>
  );
}

export function CalmIcon() {
  return (
    <svg {...common}>
      <path d="M3 16c1.5 0 1.5 1.2 3 1.2S7.5 16 9 16s1.5 1.2 3 1.2 1.5-1.2 3-1.2 1.5 1.2 3 1.2 1.5-1.2 3-1.2" />
      <path d="M9 12c-1.5-2 1.5-3 0-5.5M13 12c-1.5-2 1.5-3 0-5.5M17 12c-1.5-2 1.5-3 0-5.5" />
    </svg>
  );
}

export function NatureIcon() {
  return (
    <svg {...common}>
      <path d="m2 20 7-11 4 6 3-4 6 9Z" />
      <circle cx="17" cy="5" r="2" />
    </svg>
  );
}
