import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function VerifiedBadge() {
  return (
    <Badge color="teal.9" variant="outline" leftSection={<span aria-hidden="true">✓</span>}>
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
