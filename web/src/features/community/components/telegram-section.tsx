import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { telegramConnectRequest, type TelegramSettings } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { localMessage } from '@/lib/form-messages';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useConnectTelegram, useDisconnectTelegram, useTelegramSettings } from '../api/telegram';
import { useTranslation } from '../texts';

function ConnectForm({ settings }: { settings: TelegramSettings }) {
  const { t } = useTranslation();
  const connect = useConnectTelegram();
  const form = useForm({
    resolver: zodResolver(telegramConnectRequest),
    defaultValues: { chat_id: settings.group?.chat_id ?? '' },
  });
  const send = form.handleSubmit(async (body) => {
    try {
      await connect.mutateAsync(body);
      notifySuccess(t('community.telegram.saved'));
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    }
  });
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('community.telegram.chatId')}
          description={t('community.telegram.chatIdHint')}
          autoComplete="off"
          error={localMessage(form.formState.errors.chat_id?.message)}
          {...form.register('chat_id')}
        />
        <Button type="submit" mih={44} loading={connect.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('community.telegram.connect')}
        </Button>
      </Stack>
    </form>
  );
}

/** The creator's Telegram group: how to add the bot, the group's chat id, and Disconnect. */
export function TelegramSection() {
  const { t } = useTranslation();
  const settings = useTelegramSettings();
  const disconnect = useDisconnectTelegram();
  const data = settings.data?.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="telegram-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="telegram-heading">
          {t('community.telegram.heading')}
        </Title>
        {settings.isError ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : !data ? (
          <Loader role="status" aria-label={t('community.page.loading')} />
        ) : !data.available ? (
          <Alert color="gray" variant="light">
            {t('community.telegram.off')}
          </Alert>
        ) : (
          <>
            {data.group && (
              <Group justify="space-between" gap="sm">
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {t('community.telegram.connected', {
                    title: data.group.title,
                    date: formatDate(data.group.connected_at),
                  })}
                </Text>
                <Button
                  mih={44}
                  variant="light"
                  color="red"
                  onClick={() =>
                    openModal('confirm', {
                      title: t('community.telegram.disconnectTitle', { title: data.group!.title }),
                      message: t('community.telegram.disconnectMessage'),
                      confirmLabel: t('community.telegram.disconnect'),
                      danger: true,
                      onConfirm: async () => {
                        await disconnect.mutateAsync();
                        notifySuccess(t('community.telegram.disconnected'));
                      },
                    })
                  }
                >
                  {t('community.telegram.disconnect')}
                </Button>
              </Group>
            )}
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('community.telegram.steps', { bot: data.bot_username ?? 'PIXEL' })}
            </Text>
            <ConnectForm key={data.group?.chat_id ?? 'none'} settings={data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
