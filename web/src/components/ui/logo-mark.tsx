// no imports, no hooks: the build draws the app's icons from it (web/build/installable-app.ts)
/** The PIXEL logo mark: a "P" built from pixels. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="pixel-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#pixel-logo-gradient)" />
      <rect x="9" y="8" width="6" height="16" rx="1.5" fill="#fff" />
      <rect x="15" y="8" width="8" height="6" rx="1.5" fill="#fff" />
      <rect x="17" y="12" width="6" height="6" rx="1.5" fill="#fff" />
    </svg>
  );
}
