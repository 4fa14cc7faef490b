import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { LogoMark } from './logo-mark';

/**
 * The PIXEL wordmark, linking home. `markOnPhone`: below the xs breakpoint only the mark shows, so a
 * header's buttons (longer in Filipino) and the language switch fit beside it on a 320 px phone.
 */
export function Wordmark({
  size = 'xl',
  to = '/',
  markOnPhone = false,
}: {
  size?: 'lg' | 'xl' | '2xl';
  to?: string;
  markOnPhone?: boolean;
}) {
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
          visibleFrom={markOnPhone ? 'xs' : undefined}
          style={{ letterSpacing: '0.08em' }}
        >
          PIXEL
        </Text>
      </Group>
    </Link>
  );
}
