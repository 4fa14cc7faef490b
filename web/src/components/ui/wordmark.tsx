import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

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

/** The PIXEL wordmark, linking home. */
export function Wordmark({ size = 'xl', to = '/' }: { size?: 'lg' | 'xl' | '2xl'; to?: string }) {
  const { t } = useTranslation();
  const markSize = size === '2xl' ? 40 : size === 'xl' ? 32 : 28;
  return (
    <Link to={to} aria-label={t('layout.home')} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <LogoMark size={markSize} />
        <Text
          component="span"
          fw={900}
          fz={size === '2xl' ? 30 : size === 'xl' ? 24 : 20}
          // a solid colour: text painted with a gradient has no contrast a reader or a checker can rely on
          c="pixel.7"
          style={{ letterSpacing: '0.08em' }}
        >
          PIXEL
        </Text>
      </Group>
    </Link>
  );
}
