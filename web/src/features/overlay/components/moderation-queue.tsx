import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  addModeratorRequest,
  streamModerationLimits,
  type AddModeratorRequest,
  type StreamQueue,
  type StreamQueueItem,
} from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useSignedInUser } from '@/features/auth';
import { handleApiError } from '@/lib/api-errors';
import { formatRelativeDate } from '@/lib/dates';
import { localMessage } from '@/lib/form-messages';
import { formatMoney } from '@/lib/money';
import { shownName } from '@/lib/names';
import { notifySuccess } from '@/lib/notifications';
import {
  useAddModerator,
  useModerationAction,
  useModerationQueue,
  useRemoveModerator,
  useSetHoldLinks,
  useStreamModerators,
  type ModerationAction,
} from '../api/stream-moderation';
import { useTranslation } from '../texts';

// text and background that pass WCAG AA at a badge's small size (the transaction statuses' own)
const statusStyle = {
  held: { color: '#8a4b00', background: '#fff4e0' },
  sent: { color: '#08704f', background: '#e6fcf5' },
  skipped: { color: '#495057', background: '#f1f3f5' },
} as const;

/** One alert of the queue with what may be done with it: held ones shown or skipped, sent gifts skipped or replayed. */
function QueueItem(props: {
  item: StreamQueueItem;
  busy: boolean;
  onAction: (action: ModerationAction, done: string) => void;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const name = shownName(item.supporter_name);
  const giftId = item.gift_id;
  const button = (action: 'skip' | 'replay' | 'show', done: string, variant = 'default') =>
    giftId && (
      <Button
        size="xs"
        variant={variant}
        aria-label={t(`overlay.moderation.${action}Label`, { name })}
        disabled={props.busy}
        onClick={() => props.onAction({ action, giftId }, done)}
      >
        {t(`overlay.moderation.${action}`)}
      </Button>
    );
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}{' '}
            <Text span c="dimmed" fw={400}>
              {item.kind === 'gift'
                ? t('overlay.moderation.gift', { amount: formatMoney(item.amount ?? '0') })
                : t('overlay.moderation.member', { tier: item.tier_name ?? '' })}
            </Text>
          </Text>
          {item.message && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.message}
            </Text>
          )}
          <Group gap={6}>
            <Badge
              size="sm"
              variant="filled"
              color={statusStyle[item.status].background}
              c={statusStyle[item.status].color}
            >
              {t(`overlay.moderation.status.${item.status}`)}
            </Badge>
            {item.replayed && (
              <Badge size="sm" variant="outline">
                {t('overlay.moderation.replayed')}
              </Badge>
            )}
            <Text fz="xs" c="dimmed">
              {formatRelativeDate(item.at)}
            </Text>
          </Group>
        </Stack>
        <Group gap={6}>
          {item.status === 'held' && (
            <>
              {button('show', t('overlay.moderation.shown'), 'filled')}
              {button('skip', t('overlay.moderation.skipped'))}
            </>
          )}
          {item.status === 'sent' && button('skip', t('overlay.moderation.skipped'))}
          {item.status !== 'held' &&
            item.event_id !== null &&
            button('replay', t('overlay.moderation.replaySent'))}
        </Group>
      </Group>
    </Paper>
  );
}

/** The queue itself, for the creator (with the hold of links) and for a moderator: pause or resume, and each alert. */
export function ModerationQueue({ queue }: { queue: StreamQueue }) {
  const { t } = useTranslation();
  const action = useModerationAction(queue.page_url);
  const holdLinks = useSetHoldLinks(queue.page_url);
  const run = (change: ModerationAction, done: string) =>
    action.mutate(change, {
      onSuccess: () => notifySuccess(done),
      onError: (error) => handleApiError(error),
    });
  return (
    <Stack gap="sm">
      <Alert color={queue.paused ? 'orange' : 'green'} variant="light">
        <Group justify="space-between" gap="sm">
          <Text fz="sm" fw={600}>
            {queue.paused ? t('overlay.moderation.paused') : t('overlay.moderation.playing')}
          </Text>
          {queue.paused ? (
            <Button
              size="xs"
              disabled={action.isPending}
              onClick={() => run({ action: 'resume' }, t('overlay.moderation.playing'))}
            >
              {t('overlay.moderation.resume')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              disabled={action.isPending}
              onClick={() => run({ action: 'pause' }, t('overlay.moderation.paused'))}
            >
              {t('overlay.moderation.pauseAll')}
            </Button>
          )}
        </Group>
      </Alert>
      {queue.is_creator && (
        <Switch
          label={t('overlay.moderation.holdLinks')}
          description={t('overlay.moderation.holdLinksHint')}
          checked={holdLinks.isPending ? holdLinks.variables : queue.hold_links}
          onChange={(event) =>
            holdLinks.mutate(event.currentTarget.checked, { onError: (error) => handleApiError(error) })
          }
        />
      )}
      <Title order={3} fz="h5">
        {t('overlay.moderation.alerts')}
      </Title>
      {queue.items.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.items.map((item) => (
            <QueueItem
              key={item.event_id ?? `held-${item.gift_id}`}
              item={item}
              busy={action.isPending}
              onAction={run}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('overlay.moderation.empty', { hours: streamModerationLimits.queueHours })}
        </Text>
      )}
    </Stack>
  );
}

/** The creator's moderators: added by their page address, removed one by one. */
function Moderators() {
  const { t } = useTranslation();
  const moderators = useStreamModerators();
  const add = useAddModerator();
  const remove = useRemoveModerator();
  const user = useSignedInUser();
  const form = useForm<AddModeratorRequest>({
    resolver: zodResolver(addModeratorRequest),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { page_url: '' },
  });
  const list = moderators.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('overlay.moderation.moderators')}
      </Title>
      {/* the address is one long word: it breaks where it must on a phone */}
      <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('overlay.moderation.moderatorsHint', {
          address: `${window.location.host}/dashboard/stream/${user.profile.page_url}/moderation`,
        })}
      </Text>
      {list.length ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((moderator) => (
            <Group component="li" key={moderator.page_url} gap="xs">
              <Text fz="sm">
                {moderator.page_name}{' '}
                <Text span c="dimmed">
                  @{moderator.page_url}
                </Text>
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('overlay.moderation.removeLabel', { name: moderator.page_name })}
                onClick={() =>
                  remove.mutate(moderator.page_url, {
                    onSuccess: () =>
                      notifySuccess(t('overlay.moderation.removed', { name: moderator.page_name })),
                    onError: (error) => handleApiError(error),
                  })
                }
              />
            </Group>
          ))}
        </Stack>
      ) : (
        moderators.isSuccess && (
          <Text c="dimmed" fz="sm">
            {t('overlay.moderation.noModerators')}
          </Text>
        )
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((body) =>
          add.mutate(body, {
            onSuccess: (answer) => {
              form.reset();
              const named = answer.data.find((moderator) => moderator.page_url === body.page_url);
              notifySuccess(t('overlay.moderation.added', { name: named?.page_name ?? body.page_url }));
            },
            onError: (error) => handleApiError(error, { setError: form.setError }),
          }),
        )}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('overlay.moderation.moderatorAddress')}
            placeholder={t('overlay.moderation.moderatorPlaceholder')}
            {...form.register('page_url')}
            error={localMessage(form.formState.errors.page_url?.message)}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            {t('overlay.moderation.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** The Stream kit's moderation queue: the creator's own queue, and who else may run it. */
export function ModerationCard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const queue = useModerationQueue(user.profile.page_url);
  const title = t('overlay.moderation.title');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('overlay.moderation.text')}
        </Text>
        {queue.isError ? (
          <LoadError onRetry={() => void queue.refetch()} />
        ) : queue.data ? (
          <ModerationQueue queue={queue.data.data} />
        ) : (
          <Skeleton h={120} />
        )}
        <Moderators />
      </Stack>
    </Paper>
  );
}
