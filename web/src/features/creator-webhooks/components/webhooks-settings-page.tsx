import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  webhookEndpointRequest,
  webhookEventTypes,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { DateTimeText } from '@/components/ui/date-time-text';
import { notifySuccess } from '@/lib/notifications';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendWebhookDelivery,
  useRollWebhookSecret,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type FormValues = { url: string; events: WebhookEventType[] };

/** A secret is shown once, right after it is made: the creator copies it to their server. */
function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="pixel" variant="light" title={t('creatorWebhooks.secret.title')}>
      <Stack gap="xs">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('creatorWebhooks.secret.text', { url })}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? t('creatorWebhooks.secret.copied') : t('creatorWebhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('creatorWebhooks.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const form = useForm<FormValues, unknown, z.output<typeof webhookEndpointRequest>>({
    resolver: zodResolver(webhookEndpointRequest) as unknown as Resolver<
      FormValues,
      unknown,
      z.output<typeof webhookEndpointRequest>
    >,
    mode: 'onTouched',
    defaultValues: { url: '', events: [...webhookEventTypes] },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) =>
        create.mutate(body, {
          onSuccess: ({ data }) => {
            form.reset();
            onCreated(data.url, data.secret);
          },
          onError: (error) => handleApiError(error, { setError: form.setError }),
        }),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('creatorWebhooks.form.url')}
          placeholder="https://example.com/pixel-webhooks"
          {...form.register('url')}
          error={localMessage(errors.url?.message)}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('creatorWebhooks.form.events')}
              value={field.value}
              onChange={(value) => field.onChange(value as WebhookEventType[])}
              error={localMessage(errors.events?.message ?? errors.events?.[0]?.message)}
            >
              <Stack gap={6} mt={6}>
                {webhookEventTypes.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={
                      <>
                        {t(`creatorWebhooks.events.${type}`)} <Code>{type}</Code>
                      </>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('creatorWebhooks.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const statusColor: Record<WebhookDelivery['status'], string> = {
  succeeded: 'teal',
  pending: 'yellow',
  failed: 'red',
};

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const resend = useResendWebhookDelivery();

  if (deliveries.isPending) return <Skeleton h={60} />;
  if (deliveries.isError) return <LoadError onRetry={() => void deliveries.refetch()} />;
  const { data, meta } = deliveries.data;
  if (!data.length)
    return (
      <Text c="dimmed" fz="sm">
        {t('creatorWebhooks.log.none')}
      </Text>
    );

  return (
    <Stack gap="xs">
      {data.map((delivery) => (
        <Paper key={delivery.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Badge color={statusColor[delivery.status]} variant="light">
                {t(`creatorWebhooks.log.status.${delivery.status}`)}
              </Badge>
              <Code>{delivery.event_type}</Code>
              <Text fz="xs" c="dimmed">
                <DateTimeText iso={delivery.created_at} />
                {delivery.resend_of ? t('creatorWebhooks.log.resent') : ''}
              </Text>
            </Group>
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
              onClick={() =>
                resend.mutate(
                  { endpointId, deliveryId: delivery.id },
                  {
                    onSuccess: () => notifySuccess(t('creatorWebhooks.log.queued')),
                    onError: (e) => handleApiError(e),
                  },
                )
              }
            >
              {t('creatorWebhooks.log.resend')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
            {t('creatorWebhooks.log.event', { id: delivery.event_id })}
          </Text>
          <Stack gap={2} mt={6}>
            {delivery.attempts.map((attempt) => (
              <Text key={attempt.attempt} fz="xs" style={{ wordBreak: 'break-word' }}>
                {t('creatorWebhooks.log.attempt', {
                  n: attempt.attempt,
                  status: attempt.status_code ?? t('creatorWebhooks.log.noAnswer'),
                  ms: attempt.duration_ms,
                })}
                {attempt.error ? ` · ${attempt.error}` : ''}
                {attempt.response_excerpt ? ` · “${attempt.response_excerpt.slice(0, 120)}”` : ''}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
      {meta.last_page > 1 && <Pagination size="sm" total={meta.last_page} value={page} onChange={setPage} />}
    </Stack>
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (url: string, secret: string) => void;
}) {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'roll' | null>(null);
  const remove = useDeleteWebhookEndpoint();
  const roll = useRollWebhookSecret();

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Text>
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Text fz="sm" c="dimmed">
          <Trans
            i18nKey="creatorWebhooks.endpoint.secretHint"
            values={{ hint: endpoint.secret_hint }}
            components={{ time: <DateTimeText iso={endpoint.created_at} /> }}
          />
        </Text>
        {confirming ? (
          <Group gap="xs">
            <Text fz="sm">
              {confirming === 'delete'
                ? t('creatorWebhooks.endpoint.confirmDelete')
                : t('creatorWebhooks.endpoint.confirmRoll')}
            </Text>
            <Button
              size="xs"
              color="red"
              loading={remove.isPending || roll.isPending}
              onClick={() =>
                confirming === 'delete'
                  ? remove.mutate(endpoint.id, {
                      onSuccess: () => notifySuccess(t('creatorWebhooks.endpoint.deleted')),
                      onError: (e) => handleApiError(e),
                    })
                  : roll.mutate(endpoint.id, {
                      onSuccess: ({ data }) => {
                        setConfirming(null);
                        onSecret(data.url, data.secret);
                      },
                      onError: (e) => handleApiError(e),
                    })
              }
            >
              {confirming === 'delete'
                ? t('creatorWebhooks.endpoint.delete')
                : t('creatorWebhooks.endpoint.roll')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setShowLog((shown) => !shown)}>
              {showLog
                ? t('creatorWebhooks.endpoint.hideDeliveries')
                : t('creatorWebhooks.endpoint.deliveries')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming('roll')}>
              {t('creatorWebhooks.endpoint.roll')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming('delete')}>
              {t('creatorWebhooks.endpoint.delete')}
            </Button>
          </Group>
        )}
        {showLog && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
    </Paper>
  );
}

/** /dashboard/settings/webhooks: a creator's endpoints, their secrets and delivery logs. */
export function WebhooksSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('creatorWebhooks.title'));
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const showSecret = (url: string, value: string) => setSecret({ url, secret: value });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('creatorWebhooks.title')}</Title>
        <Text c="dimmed">{t('creatorWebhooks.intro')}</Text>
      </div>
      {secret && <SecretNotice {...secret} onDone={() => setSecret(null)} />}
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('creatorWebhooks.add')}
        </Title>
        <AddEndpointForm onCreated={showSecret} />
      </Paper>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('creatorWebhooks.yours')}
        </Title>
        {endpoints.isPending ? (
          <Skeleton h={100} radius="lg" />
        ) : endpoints.isError ? (
          <LoadError onRetry={() => void endpoints.refetch()} />
        ) : endpoints.data.data.length ? (
          endpoints.data.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={showSecret} />
          ))
        ) : (
          <Text c="dimmed">{t('creatorWebhooks.noEndpoints')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
