import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/dates';
import { useMyTelegramInvites } from '../api/telegram';
import { useTranslation } from '../texts';

/**
 * A member's Telegram groups on My memberships: the single-use invite while they have not joined, and the
 * group they are in. Not shown while they have none, nor while it cannot be read.
 */
export function TelegramInvitesCard() {
  const { t } = useTranslation();
  const invites = useMyTelegramInvites();
  const list = invites.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="telegram-invites-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="telegram-invites-heading">
          {t('community.invites.heading')}
        </Title>
        {list.map((invite) => {
          const words = { group: invite.group_title, creator: invite.creator.page_name };
          return (
            <Stack key={invite.creator.page_url} gap={6}>
              {invite.state === 'invited' && invite.invite_link ? (
                <>
                  <Text style={{ overflowWrap: 'anywhere' }}>
                    {t('community.invites.invited', {
                      ...words,
                      date: invite.expires_at ? formatDateTime(invite.expires_at) : '',
                    })}
                  </Text>
                  <Button
                    component="a"
                    href={invite.invite_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    mih={44}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('community.invites.join')}
                  </Button>
                  <Anchor href={invite.invite_link} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {invite.invite_link}
                  </Anchor>
                </>
              ) : (
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {t(
                    invite.state === 'joined' ? 'community.invites.joined' : 'community.invites.failed',
                    words,
                  )}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
