import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useLinkDiscord, useMyDiscord, useUnlinkDiscord } from '../api/my-discord';
import { useTranslation } from '../texts';
import { useDiscordOutcome } from './use-discord-outcome';

/**
 * A member's Discord account on My memberships: linked once, so the creators who use Discord give them
 * their tier's role. Not shown where this PIXEL has no Discord, nor while it cannot be read.
 */
export function DiscordLinkCard() {
  const { t } = useTranslation();
  useDiscordOutcome();
  const mine = useMyDiscord();
  const link = useLinkDiscord();
  const unlink = useUnlinkDiscord();
  const state = mine.data?.data;
  if (!state?.available) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="discord-link-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="discord-link-heading">
          {t('community.link.heading')}
        </Title>
        {state.account ? (
          <Group justify="space-between" gap="sm">
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('community.link.linked', { username: state.account.username })}
            </Text>
            <Button
              variant="default"
              mih={44}
              loading={unlink.isPending}
              onClick={() =>
                unlink.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('community.link.unlinked')),
                  onError: (error) => handleApiError(error),
                })
              }
            >
              {t('community.link.unlink')}
            </Button>
          </Group>
        ) : (
          <>
            <Text c="dimmed">{t('community.link.text')}</Text>
            <Group>
              <Button
                mih={44}
                loading={link.isPending}
                onClick={() => link.mutate(undefined, { onError: (error) => handleApiError(error) })}
              >
                {t('community.link.link')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
