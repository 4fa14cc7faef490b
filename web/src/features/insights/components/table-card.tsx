import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../texts';

// a finger's height on a phone, the usual size from the small-screen breakpoint up
const tapHeight = { base: 44, sm: 'auto' } as const;

/**
 * One table of the page in its card: its title, a line about what it counts, its CSV, and the table, which
 * scrolls sideways inside the card on a phone rather than the page.
 */
export function TableCard({
  id,
  title,
  hint,
  csv,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  csv: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Button
            component="a"
            href={csv}
            download
            variant="light"
            size="sm"
            mih={tapHeight}
            aria-label={t('insights.downloadLabel', { table: title })}
          >
            {t('insights.download')}
          </Button>
        </Group>
        {hint && (
          <Text c="dimmed" fz="sm">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A table wider than a phone, scrolling sideways in its card (the browser's own scrolling, which a screen
 * reader and a magnifier follow), and a stop of the Tab key, so a keyboard can scroll it with the arrows.
 */
export function WideTable({
  minWidth,
  labelledBy,
  children,
}: {
  minWidth: number;
  /** The card title's id: what the scrolling region is called. */
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="group"
      aria-labelledby={labelledBy}
    >
      {children}
    </Table.ScrollContainer>
  );
}
