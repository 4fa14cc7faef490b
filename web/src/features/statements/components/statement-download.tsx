import { Anchor, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { manilaToday } from '@pixel/contract';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** Download a statement for any range of days: opening balance, every line, closing balance. */
export function StatementDownload() {
  const [to, setTo] = useState(() => manilaToday());
  const [from, setFrom] = useState(() => firstOfMonth(manilaToday()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const query = new URLSearchParams({ from, to });
  const download = (format: 'csv' | 'pdf', label: string) => (
    <Anchor
      href={valid ? `/v1/user/statements.${format}?${query}` : undefined}
      download
      aria-disabled={!valid}
      fw={600}
      pb={8}
      style={valid ? undefined : { pointerEvents: 'none', opacity: 0.5 }}
    >
      {label}
    </Anchor>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="xs">
        Statement
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        Opening balance, every transaction with its gross, fee and net, and the closing balance: a CSV file
        for your spreadsheet, or a PDF to keep.
      </Text>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          min={from}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        {download('csv', 'Download CSV')}
        {download('pdf', 'Download PDF')}
      </Group>
    </Paper>
  );
}
