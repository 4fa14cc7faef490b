import { Alert, Button, Group, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  notificationChannels,
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
} from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifySuccess } from '@/lib/notifications';
import { usePreferences, useSavePreferences } from '../api/notifications';
import { pushState, turnOffPush, turnOnPush, type PushState } from '../push';
import { useNotificationTexts } from '../texts';

/** "Turn on push on this browser": the permission, the subscription, and what the browser said. */
function PushOnThisBrowser({ titleOrder }: { titleOrder: 1 | 2 }) {
  const texts = useNotificationTexts();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    pushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={titleOrder === 1 ? 2 : 3} fz="md">
        {texts.push.title}
      </Title>
      {state === 'unsupported' && <Text fz="sm">{texts.push.unsupported}</Text>}
      {state === 'denied' && (
        <Alert color="yellow" role="status">
          {texts.push.denied}
        </Alert>
      )}
      {state === 'on' && <Text fz="sm">{texts.push.on}</Text>}
      {(state === 'off' || state === 'on') && (
        <Group>
          <Button
            variant={state === 'on' ? 'light' : 'filled'}
            loading={busy}
            onClick={() => void run(state === 'on' ? turnOffPush : turnOnPush)}
          >
            {state === 'on' ? texts.push.turnOff : texts.push.turnOn}
          </Button>
        </Group>
      )}
      {failed && (
        <Text fz="sm" c="red" role="alert">
          {texts.push.failed}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The notification settings: per kind, in the app, by mail and by push; mail as it happens or once a
 * day; and push on this browser. Each change is saved at once. `titleOrder={2}` inside another
 * settings page.
 */
export function NotificationPreferences({ titleOrder = 1 }: { titleOrder?: 1 | 2 }) {
  const texts = useNotificationTexts();
  const preferences = usePreferences();
  const save = useSavePreferences();
  if (preferences.isError) return <LoadError onRetry={() => void preferences.refetch()} />;
  const data = preferences.data;

  const toggle = async (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => {
    await save.mutateAsync({ kinds: { [kind]: { [channel]: enabled } } });
    notifySuccess(texts.saved);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{texts.preferencesTitle}</Title>
        <Text fz="sm">{texts.preferencesIntro}</Text>
      </Stack>
      {/* narrow gaps between the columns: on a 320 px phone the table fits the page's 288 px whole, its Push
          column in view rather than past the edge of a box that scrolls sideways */}
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" horizontalSpacing="xs" aria-busy={!data}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.kindColumn}</Table.Th>
              {notificationChannels.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {texts.channels[channel]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notificationKinds.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{texts.kinds[kind]}</Table.Td>
                {notificationChannels.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        aria-label={`${texts.kinds[kind]}: ${texts.channels[channel]}`}
                        checked={data?.kinds[kind][channel] ?? false}
                        disabled={!data || save.isPending}
                        onChange={(event) => void toggle(kind, channel, event.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs">
        <Text component="label" id="notification-digest-label" fw={600} fz="sm">
          {texts.digestLabel}
        </Text>
        <SegmentedControl
          aria-labelledby="notification-digest-label"
          value={data?.email_digest ?? 'immediate'}
          disabled={!data || save.isPending}
          data={[
            { value: 'immediate', label: texts.digest.immediate },
            { value: 'daily', label: texts.digest.daily },
          ]}
          onChange={async (value) => {
            await save.mutateAsync({ email_digest: value as 'immediate' | 'daily' });
            notifySuccess(texts.saved);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <PushOnThisBrowser titleOrder={titleOrder} />
    </Stack>
  );
}

/** /dashboard/settings/notifications: the notification settings as a page of their own. */
export function NotificationSettingsPage() {
  const texts = useNotificationTexts();
  useDocumentTitle(texts.preferencesTitle);
  return <NotificationPreferences />;
}
