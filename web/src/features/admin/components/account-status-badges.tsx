import { Badge, Group } from '@mantine/core';
import type { AdminUserSummary } from '@pixel/contract';
import { darkerText } from '@/app/theme';
import { accountStatusLabels } from './wording';

const statusColors: Record<AdminUserSummary['status'], string> = {
  active: 'teal',
  inactive: 'gray',
  suspended: 'red',
};

/** The account's status, and Closing while it waits to be erased. */
export function AccountStatusBadges({ person }: { person: Pick<AdminUserSummary, 'status' | 'closing'> }) {
  const color = statusColors[person.status];
  return (
    <Group gap={6} wrap="nowrap">
      {/* their whole word: a narrow row would otherwise squeeze them to "SUSP…" */}
      <Badge variant="light" color={color} c={darkerText[color]} miw="max-content">
        {accountStatusLabels[person.status]}
      </Badge>
      {person.closing && (
        <Badge variant="light" color="orange" c={darkerText.orange} miw="max-content">
          Closing
        </Badge>
      )}
    </Group>
  );
}
