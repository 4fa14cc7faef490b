import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  mediaRequestLimits,
  mediaSettingsRequest,
  type MediaRequest,
  type MediaSettings,
} from '@pixel/contract';
import { PesoSign } from '@/components/ui/peso-sign';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import {
  useDecideMediaRequest,
  useMediaQueue,
  useMediaSettings,
  useSaveMediaSettings,
} from '../api/media-requests';
import { useTranslation } from '../texts';

/**
 * A request's status, whole on one line, in text and background that pass WCAG AA at a badge's small size
 * (the transaction statuses' own): green once approved, grey otherwise.
 */
function StatusBadge({ status }: { status: MediaRequest['status'] }) {
  const { t } = useTranslation();
  const approved = status === 'approved';
  return (
    <Badge
      miw="max-content"
      variant="filled"
      color={approved ? '#e6fcf5' : '#f1f3f5'}
      c={approved ? '#08704f' : '#495057'}
    >
      {t(`overlay.media.status.${status}`)}
    </Badge>
  );
}

/** What a request is, in one line: its length, where it starts, what it paid and who asked. */
function ClipLine({ request }: { request: MediaRequest }) {
  const { t } = useTranslation();
  const minutes = Math.floor(request.start_seconds / 60);
  const start = `${minutes}:${String(request.start_seconds % 60).padStart(2, '0')}`;
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
      <Text fz="sm" fw={700}>
        {t('overlay.media.clip', {
          seconds: request.seconds,
          start,
          amount: formatMoney(request.amount),
          name: request.supporter_name,
        })}
      </Text>
      {request.message && (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
      )}
      <Anchor href={request.video_url} target="_blank" rel="noopener noreferrer" fz="sm">
        {t('overlay.media.watch')}
      </Anchor>
    </Stack>
  );
}

/** The requests waiting for the creator or for their turn, each with what may be done to it, then the last decided. */
function MediaQueue() {
  const { t } = useTranslation();
  const queue = useMediaQueue().data?.data;
  const decide = useDecideMediaRequest();
  if (!queue) return null;
  const act = (request: MediaRequest, action: 'approve' | 'decline' | 'skip') =>
    decide.mutateAsync(
      { id: request.id, action },
      {
        onSuccess: () =>
          notifySuccess(
            t(
              action === 'approve'
                ? 'overlay.media.approved'
                : action === 'decline'
                  ? 'overlay.media.declinedDone'
                  : 'overlay.media.skippedDone',
            ),
          ),
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('overlay.media.queue')}</Text>
      {queue.waiting.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('overlay.media.empty')}
        </Text>
      )}
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {queue.waiting.map((request) => (
          <li key={request.id} aria-label={request.supporter_name}>
            {/* on a phone the buttons go under the clip, whole */}
            <Group justify="space-between" align="flex-start" gap="sm">
              <ClipLine request={request} />
              <Group gap="xs">
                <StatusBadge status={request.status} />
                {request.status === 'pending' ? (
                  <>
                    <Button size="xs" onClick={() => void act(request, 'approve')}>
                      {t('overlay.media.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() =>
                        openModal('confirm', {
                          title: t('overlay.media.declineTitle'),
                          message: t('overlay.media.declineMessage', {
                            name: request.supporter_name,
                            amount: formatMoney(request.amount),
                          }),
                          confirmLabel: t('overlay.media.decline'),
                          danger: true,
                          onConfirm: async () => {
                            await act(request, 'decline');
                          },
                        })
                      }
                    >
                      {t('overlay.media.decline')}
                    </Button>
                  </>
                ) : (
                  <Button size="xs" variant="default" onClick={() => void act(request, 'skip')}>
                    {t('overlay.media.skip')}
                  </Button>
                )}
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      {queue.decided.length > 0 && (
        <>
          <Text fw={700} fz="sm" mt="xs">
            {t('overlay.media.decided')}
          </Text>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {queue.decided.map((request) => (
              <li key={request.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <ClipLine request={request} />
                  <StatusBadge status={request.status} />
                </Group>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** Whether viewers may request clips, what a second costs, the lengths taken, and from what amount one plays unasked. */
function MediaSettingsForm({ settings }: { settings: MediaSettings }) {
  const { t } = useTranslation();
  const save = useSaveMediaSettings();
  const form = useForm({
    resolver: zodResolver(mediaSettingsRequest),
    mode: 'onTouched',
    values: settings,
  });
  const { errors } = form.formState;
  const seconds = (name: 'min_seconds' | 'max_seconds', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
          onBlur={field.onBlur}
          min={1}
          max={mediaRequestLimits.secondsMax}
          allowDecimal={false}
          error={localMessage(errors[name]?.message)}
        />
      )}
    />
  );
  return (
    <form
      noValidate
      aria-label={t('overlay.media.settings')}
      // the values as typed: the resolver's output has the amounts in centavos, the call takes pesos
      onSubmit={form.handleSubmit(() =>
        save.mutate(form.getValues(), {
          onSuccess: () => notifySuccess(t('overlay.media.saved')),
          onError: (error) => handleApiError(error, { setError: form.setError }),
        }),
      )}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              label={t('overlay.media.enabled')}
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('overlay.media.pricePerSecond')}
            inputMode="decimal"
            leftSection={<PesoSign />}
            error={localMessage(errors.price_per_second?.message)}
            {...form.register('price_per_second')}
          />
          <Controller
            control={form.control}
            name="auto_approve_from"
            render={({ field }) => (
              <TextInput
                label={t('overlay.media.autoApprove')}
                description={t('overlay.media.autoApproveHint')}
                inputMode="decimal"
                leftSection={<PesoSign />}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
                onBlur={field.onBlur}
                error={localMessage(errors.auto_approve_from?.message)}
              />
            )}
          />
          {seconds('min_seconds', t('overlay.media.minSeconds'))}
          {seconds('max_seconds', t('overlay.media.maxSeconds'))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('overlay.media.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Media requests on the Stream kit page: their settings, and the queue the creator runs during a stream. */
export function MediaCard() {
  const settings = useMediaSettings().data?.data;
  if (!settings) return null;
  return (
    <Stack gap="lg">
      <MediaSettingsForm settings={settings} />
      <MediaQueue />
    </Stack>
  );
}
