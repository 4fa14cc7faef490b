import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab of a creator's page: its heading, the owner's button beside it (`action`), then the tab's content. */
export function CreatorTabSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="md" aria-labelledby="creator-tab-heading">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="creator-tab-heading">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
