import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of a staff page, with its title and, beside it, what staff may do there. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** Label and value pairs, side by side: a description list; a value keeps the line breaks it was typed with. */
export function Facts({
  items,
  labelWidth = '6.5rem',
}: {
  items: [label: string, value: ReactNode][];
  /** The least width of the labels' column. */
  labelWidth?: string;
}) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: `minmax(${labelWidth}, max-content) minmax(0, 1fr)`,
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 6,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" fz="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
