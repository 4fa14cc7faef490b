import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { transactionPageSizes } from '@pixel/contract';
import { useTransactions } from '../api/get-transactions';
import { TransactionList } from './transaction-list';
import { useTranslation } from '../texts';

/** The dashboard's card: the latest 10 transactions and a link to all of them. */
export function LatestTransactionsCard() {
  const { t } = useTranslation();
  const transactions = useTransactions({ per_page: transactionPageSizes.card, page: 1, search: undefined });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="latest-transactions">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="latest-transactions">
          {t('statements.latest.title')}
        </Title>
        <Anchor component={Link} to="/dashboard/transactions/history" fw={600} fz="sm">
          {t('statements.latest.seeAll')}
        </Anchor>
      </Group>
      <TransactionList
        transactions={transactions.data?.data}
        isError={transactions.isError}
        onRetry={() => void transactions.refetch()}
      />
    </Paper>
  );
}
