import { Anchor, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { manilaToday, statementsCalls } from '@pixel/contract';
import { useTranslation } from '../texts';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** Download a statement for any range of days: opening balance, every line, closing balance. */
export function StatementDownload() {
  const { t } = useTranslation();
  const [to, setTo] = useState(() => manilaToday());
  const [from, setFrom] = useState(() => firstOfMonth(manilaToday()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const query = new URLSearchParams({ from, to });
  const download = (format: 'csv' | 'pdf', label: string) => (
    <Anchor
      href={valid ? `${statementsCalls[format].path}?${query}` : undefined}
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
        {t('statements.statement.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        {t('statements.statement.text')}
      </Text>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('statements.statement.from')}
          value={from}
          max={to}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('statements.statement.to')}
          value={to}
          min={from}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        {download('csv', t('statements.statement.csv'))}
        {download('pdf', t('statements.statement.pdf'))}
      </Group>
    </Paper>
  );
}
