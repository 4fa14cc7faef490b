import { Badge, Group } from '@mantine/core';
import type { AdminUserSummary } from '@pixel/contract';
import { accountStatusLabels } from './wording';

const statusColors: Record<AdminUserSummary['status'], string> = {
  active: 'teal',
  inactive: 'gray',
  suspended: 'red',
};

// on their light tint, teal's and orange's shade 9 read below 4.5:1; these read 5.3:1 and 5.7:1
export const darkerText: Partial<Record<string, string>> = { teal: '#08704f', orange: '#8a4b00' };

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
