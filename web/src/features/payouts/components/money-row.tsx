import { Flex, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCentavos } from '@pixel/contract';
import { formatMoney } from '@/lib/money';

/** Centavos as the creator reads them: `21500` -> `₱215.00`. */
export const money = (centavos: number) => formatMoney(formatCentavos(centavos));

/** A line of money: the value beside its label, or under it, right-aligned, when both do not fit. */
export function MoneyRow({
  label,
  children,
  total,
}: {
  label: string;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <Flex
      wrap="wrap"
      justify="space-between"
      align="baseline"
      columnGap="md"
      pt={total ? 'xs' : undefined}
      mt={total ? 4 : undefined}
      style={total ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
    >
      <Text component="dt" c="dimmed" fz="sm">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        ml="auto"
        fz="sm"
        fw={total ? 800 : 600}
        ta="right"
        style={{ overflowWrap: 'break-word', minWidth: 0 }}
      >
        {children}
      </Text>
    </Flex>
  );
}
