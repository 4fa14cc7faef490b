import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountSession } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatRelativeDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { Trans, useTranslation } from '../texts';

/** This browser at the top, as people look for it first; the others newest first, as listed. */
const thisDeviceFirst = (sessions: AccountSession[]) => [
  ...sessions.filter((session) => session.current),
  ...sessions.filter((session) => !session.current),
];

/** `Chrome on Windows`, as the new sign-in mail names a browser, in the reader's language. */
function useDeviceLabel() {
  const { t } = useTranslation();
  return ({ browser, system }: Pick<AccountSession, 'browser' | 'system'>) => {
    if (browser && system) return t('sessions.browserOn', { browser, system });
    if (browser) return browser;
    if (system) return t('sessions.aBrowserOn', { system });
    return t('sessions.unknownBrowser');
  };
}

function SessionCard({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const end = useEndSession();
  const label = useDeviceLabel()(session);
  const seen = session.current
    ? t('sessions.activeNow')
    : t('sessions.lastSeen', { when: formatRelativeDate(session.last_seen_at) });

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
                {t('sessions.thisDevice')}
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
            <Trans
              i18nKey="sessions.signedIn"
              components={{ time: <DateTimeText iso={session.signed_in_at} /> }}
            />
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('sessions.endLabel', { device: label })}
            onClick={() =>
              openModal('confirm', {
                title: t('sessions.endTitle'),
                message: t('sessions.endMessage', { device: label }),
                confirmLabel: t('sessions.endConfirm'),
                danger: true,
                onConfirm: async () => {
                  await end.mutateAsync(session.id);
                  notifySuccess(t('sessions.ended'));
                },
              })
            }
          >
            {t('sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** /dashboard/settings/sessions: where the account is signed in, and signing any of it out. */
export function SessionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sessions.title'));
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('sessions.eyebrow')}
        </Text>
        <Title order={1}>{t('sessions.title')}</Title>
        <Text c="dimmed">
          <Trans
            i18nKey="sessions.intro"
            components={{
              link: <Anchor component={Link} to="/dashboard/settings/password" underline="always" />,
            }}
          />
        </Text>
      </div>

      {sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()}>{t('sessions.loadError')}</LoadError>
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
                    title: t('sessions.endOthersTitle'),
                    message: t('sessions.endOthersMessage', { count: others }),
                    confirmLabel: t('sessions.endOthers'),
                    danger: true,
                    onConfirm: async () => {
                      const { data } = await endOthers.mutateAsync();
                      notifySuccess(
                        data.ended === 1
                          ? t('sessions.endedOthersOne')
                          : t('sessions.endedOthersMany', { n: data.ended }),
                      );
                    },
                  })
                }
              >
                {t('sessions.endOthers')}
              </Button>
            </Group>
          )}
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('sessions.list')}
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
              {t('sessions.onlyThisBrowser')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
