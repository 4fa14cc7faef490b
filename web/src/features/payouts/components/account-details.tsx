import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function VerifiedBadge() {
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
      Verified
    </Badge>
  );
}

/** One label and value of an account. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text component="dt" c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="dl" m={0}>
      {children}
    </Stack>
  );
}
