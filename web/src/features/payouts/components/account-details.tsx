import { Badge, Flex, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../texts';

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="teal.9"
      variant="outline"
      // a drawn tick, not the ✓ character: a contrast checker cannot judge a symbol's glyph
      leftSection={
        <svg
          width="12"
          height="12"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          aria-hidden="true"
        >
          <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
    >
      {t('payouts.verified')}
    </Badge>
  );
}

/**
 * One label and value of an account: the label above the value on a phone, beside it from 576 px on (under
 * it again when the value is too long to fit beside), so a name or a number keeps the whole width of
 * the card. Values wrap between words only, and `whole` keeps one with spaces on a single line (a mobile
 * number, `+63 917 1234 567`).
 */
export function Detail({ label, children, whole }: { label: string; children: ReactNode; whole?: boolean }) {
  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      wrap="wrap"
      justify="space-between"
      align={{ base: 'stretch', xs: 'baseline' }}
      rowGap={0}
      columnGap={{ base: 0, xs: 'md' }}
    >
      <Text component="dt" c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz="sm"
        fw={600}
        ta={{ base: 'left', xs: 'right' }}
        // a word longer than the line (a 34-digit account number on a 320 px phone) still breaks, never spills
        style={{ overflowWrap: 'break-word', minWidth: 0, whiteSpace: whole ? 'nowrap' : undefined }}
      >
        {children}
      </Text>
    </Flex>
  );
}

export function DetailList({ children, gap = 'xs' }: { children: ReactNode; gap?: number | 'xs' | 'sm' }) {
  return (
    <Stack gap={gap} component="dl" m={0}>
      {children}
    </Stack>
  );
}
