import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { openModal } from '@/lib/modals';
import { useFollowCount } from '../api/get-follow-list';
import { formatCount } from '@/lib/money';
import { useTranslation } from '../texts';

/** The dashboard's followers card: the count, and Manage Following. */
export function FollowersCard() {
  const { t } = useTranslation();
  const count = useFollowCount('follower');
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="followers-card-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="followers-card-heading">
          {t('follows.card.title')}
        </Title>
        {count.isPending ? (
          <Skeleton height={28} width={80} role="status" aria-label={t('follows.card.loading')} />
        ) : count.isError ? (
          <Text c="dimmed">{t('follows.card.loadError')}</Text>
        ) : (
          <Text fw={800} fz={28} lh={1.2}>
            {formatCount(count.data)}
          </Text>
        )}
        <Button variant="light" w="fit-content" onClick={() => openModal('manage-following', {})}>
          {t('follows.card.manage')}
        </Button>
      </Stack>
    </Paper>
  );
}
