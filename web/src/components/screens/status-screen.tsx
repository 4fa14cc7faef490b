import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the shared full-page states: a picture, a heading, a sentence and one action. */
export function StatusScreen({
  art,
  title,
  children,
  action,
}: {
  art: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        {art}
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" fz="lg">
          {children}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

export function BigCode({ children }: { children: string }) {
  return (
    <Text
      aria-hidden="true"
      fw={900}
      fz={{ base: 72, sm: 96 }}
      lh={1}
      c="pixel.7"
      style={{ letterSpacing: '0.04em' }}
    >
      {children}
    </Text>
  );
}
