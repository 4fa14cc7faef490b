import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { deviceLabel, type AccountSession } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatRelativeDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

/** This browser at the top, as people look for it first; the others newest first, as listed. */
const thisDeviceFirst = (sessions: AccountSession[]) => [
  ...sessions.filter((session) => session.current),
  ...sessions.filter((session) => !session.current),
];

function SessionCard({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const label = deviceLabel(session);
  const seen = session.current ? 'Active now' : `Last seen ${formatRelativeDate(session.last_seen_at)}`;

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            {session.current && (
              <Badge variant="filled" color="teal.9">
                This device
              </Badge>
            )}
          </Group>
          <Text fz="sm">
            {seen}
            {session.ip && (
              <>
                {' · '}
                <span style={{ overflowWrap: 'anywhere' }}>{session.ip}</span>
              </>
            )}
          </Text>
          <Text fz="sm" c="dimmed">
            Signed in <DateTimeText iso={session.signed_in_at} />
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`End the session of ${label}`}
            onClick={() =>
              openModal('confirm', {
                title: 'End this session?',
                message: `${label} will be signed out of your account at once. Whoever uses it would need your password to sign in again.`,
                confirmLabel: 'End session',
                danger: true,
                onConfirm: async () => {
                  await end.mutateAsync(session.id);
                  notifySuccess('The session has ended.');
                },
              })
            }
          >
            End
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** /dashboard/settings/sessions: where the account is signed in, and signing any of it out. */
export function SessionsPage() {
  useDocumentTitle('Sessions');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Settings
        </Text>
        <Title order={1}>Sessions</Title>
        <Text c="dimmed">
          The browsers signed in to your account. If you see one you do not recognise, end it and{' '}
          <Anchor component={Link} to="/dashboard/settings/password" underline="always">
            change your password
          </Anchor>
          .
        </Text>
      </div>

      {sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()}>We could not load your sessions.</LoadError>
      ) : sessions.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </Stack>
      ) : (
        <>
          {others > 0 && (
            <Group>
              <Button
                variant="default"
                onClick={() =>
                  openModal('confirm', {
                    title: 'Sign out everywhere else?',
                    message: `Every other browser signed in to your account (${others}) will be signed out at once. This one stays signed in.`,
                    confirmLabel: 'Sign out everywhere else',
                    danger: true,
                    onConfirm: async () => {
                      const { data } = await endOthers.mutateAsync();
                      notifySuccess(data.message);
                    },
                  })
                }
              >
                Sign out everywhere else
              </Button>
            </Group>
          )}
          <Stack
            gap="sm"
            component="ul"
            aria-label="Signed-in sessions"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {thisDeviceFirst(sessions.data.data).map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </Stack>
          {others === 0 && (
            <Text c="dimmed" fz="sm">
              Your account is signed in on this browser only.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
