// The cards under the creator's dashboard's first screen (decision 0138): their code comes in a chunk of its
// own, asked for once the first of them is to be drawn, and each asks for its own answers then.
import { Box, Button, Flex, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MembersCard } from '@/features/memberships';
import { EarningsCard } from './earnings-card';
import { useTranslation } from '../texts';

export { SupportersCard } from './supporters-card';
export { FollowersCard } from '@/features/follows';
export { PayoutAccountsCard } from '@/features/payouts';
export { LatestTransactionsCard } from '@/features/statements';

/** Earnings, and the members' figures beside them where there is room, under them on a phone. */
export function EarningsRow() {
  return (
    <Flex gap="lg" wrap="wrap" align="flex-start">
      <Box flex="999 1 560px" miw={0}>
        <EarningsCard />
      </Box>
      <MembersCard flex="1 1 260px" />
    </Flex>
  );
}

/** A goal to save for, and the way to add one. */
export function GoalCard() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="lg" mb="xs">
        {t('dashboard.goal.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('dashboard.goal.hint')}
      </Text>
      <Button component={Link} to="/dashboard/creator-hub/my-goals/add-goal" variant="light">
        {t('dashboard.goal.add')}
      </Button>
    </Paper>
  );
}
