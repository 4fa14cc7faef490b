import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CommissionType } from '@pixel/contract';
import { commissionPath, paymentText, priceText, slotsText } from './commission-words';

/**
 * A commission type on the Shop tab: its title, price or range, whether a slot is open, and how it is
 * paid; the whole card opens its request page, and is named by all it shows.
 */
export function CommissionTypeCard({ type }: { type: CommissionType }) {
  const taking = type.is_open && type.slots_left > 0;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={commissionPath(type.creator.page_url, type.id)}
    >
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {type.title}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text fw={600}>{priceText(type)}</Text>
          <Badge variant="light" color={taking ? undefined : 'gray'}>
            {slotsText(type)}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {paymentText(type)}
        </Text>
        {type.description && (
          <Text fz="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {type.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
