import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DiscordSettings } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useConnectDiscord, useDisconnectDiscord, useDiscordSettings } from '../api/discord-settings';
import { useTranslation } from '../texts';
import { DiscordMembersList } from './discord-members-list';
import { DiscordRolesForm } from './discord-roles-form';
import { TelegramSection } from './telegram-section';
import { useDiscordOutcome } from './use-discord-outcome';

function ServerSection({ settings }: { settings: DiscordSettings }) {
  const { t } = useTranslation();
  const connect = useConnectDiscord();
  const disconnect = useDisconnectDiscord();
  const { server } = settings;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="discord-server-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="discord-server-heading">
          {t('community.server.heading')}
        </Title>
        {server ? (
          <>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('community.server.connected', { name: server.name, date: formatDate(server.connected_at) })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('community.server.botRole')}
            </Text>
          </>
        ) : (
          <Text c="dimmed">{t('community.server.none')}</Text>
        )}
        <Group gap="xs">
          <Button
            mih={44}
            variant={server ? 'default' : 'gradient'}
            loading={connect.isPending}
            onClick={() => connect.mutate(undefined, { onError: (error) => handleApiError(error) })}
          >
            {t('community.server.connect')}
          </Button>
          {server && (
            <Button
              mih={44}
              variant="light"
              color="red"
              onClick={() =>
                openModal('confirm', {
                  title: t('community.server.disconnectTitle', { name: server.name }),
                  message: t('community.server.disconnectMessage'),
                  confirmLabel: t('community.server.disconnect'),
                  danger: true,
                  onConfirm: async () => {
                    await disconnect.mutateAsync();
                    notifySuccess(t('community.server.disconnected'));
                  },
                })
              }
            >
              {t('community.server.disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/creator-hub/community: the creator's Discord server, the role each tier gives, and each
 * member's role as PIXEL left it, with a retry; then their Telegram group.
 */
export function CommunityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('community.page.title'));
  useDiscordOutcome();
  const settings = useDiscordSettings();
  const data = settings.data?.data;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('community.page.eyebrow')}
        </Text>
        <Title order={1}>{t('community.page.title')}</Title>
      </div>
      <Text c="dimmed">{t('community.page.intro')}</Text>
      <Title order={2} fz="xl">
        {t('community.page.discord')}
      </Title>
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <Loader role="status" aria-label={t('community.page.loading')} />
      ) : !data.available ? (
        <Alert color="gray" variant="light">
          {t('community.page.off')}
        </Alert>
      ) : (
        <>
          <ServerSection settings={data} />
          {data.server && (
            <>
              <DiscordRolesForm key={data.server.guild_id} settings={data} />
              <DiscordMembersList />
            </>
          )}
        </>
      )}
      <TelegramSection />
    </Stack>
  );
}
