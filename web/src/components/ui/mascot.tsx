/**
 * Pix, the PIXEL mascot: a friendly pixel waving hello. Free of the app's imports (the build draws it into
 * the home page's HTML): a screen passes its `label` in the reader's language.
 */
export function Mascot({
  size = 120,
  label = 'Pix, the PIXEL mascot, waving hello',
}: {
  size?: number;
  label?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label={label}>
      <defs>
        <linearGradient id="pix-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9157eb" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="110" rx="30" ry="5" fill="#000" opacity="0.08" />
      {/* waving arm */}
      <rect x="88" y="34" width="12" height="30" rx="6" fill="#ec4899" transform="rotate(28 94 60)" />
      <rect x="20" y="60" width="12" height="26" rx="6" fill="#9157eb" transform="rotate(-20 26 72)" />
      {/* body */}
      <rect x="26" y="26" width="68" height="76" rx="20" fill="url(#pix-body)" />
      {/* antenna pixel */}
      <rect x="57" y="12" width="6" height="16" rx="3" fill="#9157eb" />
      <rect x="53" y="6" width="14" height="12" rx="3" fill="#fbb4d4" />
      {/* face */}
      <rect x="38" y="44" width="44" height="34" rx="12" fill="#fff" />
      <rect x="47" y="53" width="7" height="9" rx="3.5" fill="#2e1065" />
      <rect x="66" y="53" width="7" height="9" rx="3.5" fill="#2e1065" />
      <rect x="49" y="54" width="3" height="3" rx="1.5" fill="#fff" />
      <rect x="68" y="54" width="3" height="3" rx="1.5" fill="#fff" />
      <path d="M52 67 Q60 74 68 67" stroke="#2e1065" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="43" cy="68" r="3.5" fill="#f78abc" />
      <circle cx="77" cy="68" r="3.5" fill="#f78abc" />
      {/* sparkles */}
      <rect x="100" y="14" width="6" height="6" fill="#fbb4d4" />
      <rect x="12" y="30" width="5" height="5" fill="#d0b8f7" />
      <rect x="106" y="26" width="4" height="4" fill="#d0b8f7" />
    </svg>
  );
}
