import { Badge, Button, Card, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DiscordMemberSync, DiscordSyncState } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { handleApiError } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notifications';
import { useDiscordMembers, useRetryDiscordMember } from '../api/discord-members';
import { useTranslation } from '../texts';

const stateColor: Record<DiscordSyncState, string> = {
  pending: 'blue',
  synced: 'teal',
  waiting: 'orange',
  failed: 'red',
};

function MemberRow({ member }: { member: DiscordMemberSync }) {
  const { t } = useTranslation();
  const retry = useRetryDiscordMember();
  const stuck = member.state === 'failed' || member.state === 'waiting';
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={member.member_name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {member.member_name}
          </Text>
          <Badge color={stateColor[member.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`community.members.state.${member.state}`)}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[
            member.discord_username
              ? t('community.members.discord', { username: member.discord_username })
              : t('community.members.notLinked'),
            ...(member.tier_name ? [t('community.members.tier', { tier: member.tier_name })] : []),
          ].join(' · ')}
        </Text>
        {member.last_error && (
          <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t('community.members.error', { error: member.last_error })}
          </Text>
        )}
        {stuck && member.retry_at && (
          <Text fz="sm" c="dimmed">
            {t('community.members.retryAt', { date: formatDateTime(member.retry_at) })}
          </Text>
        )}
        {stuck && (
          <Group>
            <Button
              variant="light"
              size="xs"
              mih={36}
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(member.member_user_id, {
                  onSuccess: () => notifySuccess(t('community.members.retried')),
                  onError: (error) => handleApiError(error),
                })
              }
            >
              {t('community.members.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Each member's role as PIXEL left it: failures first, with Discord's words and a retry. */
export function DiscordMembersList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useDiscordMembers(page);
  const lastPage = members.data?.meta.last_page ?? 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="discord-members-heading">
      <Title order={2} fz="lg" id="discord-members-heading">
        {t('community.members.heading')}
      </Title>
      {members.isError ? (
        <LoadError onRetry={() => void members.refetch()} />
      ) : !members.data ? (
        <Loader role="status" aria-label={t('community.members.loading')} />
      ) : members.data.data.length === 0 ? (
        <Text c="dimmed">{t('community.members.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {members.data.data.map((member) => (
            <MemberRow key={member.member_user_id} member={member} />
          ))}
        </Stack>
      )}
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label={t('community.members.heading')}
        />
      )}
    </Stack>
  );
}
