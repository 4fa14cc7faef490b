import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifySuccess } from '@/lib/notifications';
import { useMarkAllRead, useUnreadCount } from '../api/notifications';
import { useNotificationTexts } from '../texts';
import { NotificationList } from './notification-list';

/** /dashboard/notifications: every notification, newest first, and marking them all read. */
export function NotificationsPage() {
  const texts = useNotificationTexts();
  useDocumentTitle(texts.title);
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{texts.title}</Title>
        <Button
          variant="light"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={async () => {
            await markAll.mutateAsync();
            notifySuccess(texts.allRead);
          }}
        >
          {texts.markAllRead}
        </Button>
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <NotificationList />
      </Paper>
    </Stack>
  );
}
