import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts: right-aligned in the table. */
  numeric?: boolean;
  /** Dates, references and amounts: kept on one line. */
  nowrap?: boolean;
  /** Buttons: their heading is for screen readers only, and on a phone they sit under the entry. */
  actions?: boolean;
}

/**
 * Rows of a person's records: a table from a tablet's width up, and below it one stacked entry per row
 * (its first column on top, the others as label and value), so a 360 px phone scrolls down, not sideways.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  minWidth = 720,
  empty,
}: {
  label: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** The table's width below which it scrolls sideways within its frame. */
  minWidth?: number;
  empty: string;
}) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (rows.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    );
  }
  if (phone) {
    const [first, ...rest] = columns;
    return (
      <Stack component="ul" aria-label={label} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row, index) => (
          <Box
            component="li"
            key={rowKey(row, index)}
            py="sm"
            style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
          >
            <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {first?.cell(row)}
            </Text>
            {rest.map((column) => {
              if (column.actions) {
                const buttons = column.cell(row);
                // a row with nothing to do gets no empty line
                return buttons ? (
                  <Group key={column.label} justify="flex-end" gap="xs" mt="xs">
                    {buttons}
                  </Group>
                ) : null;
              }
              return (
                <Group key={column.label} justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                  <Text c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  <Text fz="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {column.cell(row)}
                  </Text>
                </Group>
              );
            })}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} verticalSpacing="xs" fz="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.label}
                ta={column.numeric ? 'right' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {column.actions ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
