import { Alert, Button, Group, List, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DataExport } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { buildUrl, isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { Trans, useTranslation } from '../texts';

/** What the ZIP holds, in the words of its README. */
const contents = [
  'profile',
  'posts',
  'photos',
  'gifts',
  'memberships',
  'money',
  'accounts',
  'security',
] as const;

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_048_576).toFixed(1)} MB`;

/** When another copy may be asked for, if not now. */
function NextRequest({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Text fz="sm" c="dimmed">
      <Trans i18nKey="accountData.nextRequest" components={{ time: <DateTimeText iso={at} /> }} />
    </Text>
  );
}

function ExportState({ current }: { current: DataExport }) {
  const { t } = useTranslation();
  const request = useRequestDataExport();
  const start = async () => {
    try {
      // the state below turns to "being prepared": it says what a notification would
      await request.mutateAsync();
    } catch (error) {
      // asked already today: the state read again says until when
      if (!isApiError(error, 'TooManyRequestsException')) handleApiError(error);
    }
  };
  const startButton = (
    <Group>
      <Button
        onClick={() => void start()}
        loading={request.isPending}
        disabled={current.next_request_at !== null}
      >
        {t('accountData.download')}
      </Button>
    </Group>
  );

  if (current.state === 'building') {
    return (
      <Alert color="blue" variant="light" title={t('accountData.preparingTitle')} icon={<Loader size="xs" />}>
        <Text fz="sm">{t('accountData.preparingText')}</Text>
      </Alert>
    );
  }
  if (current.state === 'ready' && current.download_url && current.expires_at) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={700}>{t('accountData.readyTitle')}</Text>
          <Text fz="sm">
            <Trans
              i18nKey="accountData.readyText"
              components={{ time: <DateTimeText iso={current.expires_at} /> }}
            />
          </Text>
          <Group>
            <Button component="a" href={buildUrl(current.download_url)} download>
              {current.size_bytes
                ? t('accountData.downloadZipSized', { size: megabytes(current.size_bytes) })
                : t('accountData.downloadZip')}
            </Button>
          </Group>
          <NextRequest at={current.next_request_at} />
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {current.state === 'expired' && current.expires_at && (
        <Text fz="sm">
          <Trans
            i18nKey="accountData.expired"
            components={{ time: <DateTimeText iso={current.expires_at} /> }}
          />
        </Text>
      )}
      {startButton}
      <NextRequest at={current.next_request_at} />
    </Stack>
  );
}

/** /dashboard/settings/data: a copy of everything the account holds, as a ZIP, once a day. */
export function AccountDataPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountData.title'));
  const current = useDataExport();

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('accountData.eyebrow')}
        </Text>
        <Title order={1}>{t('accountData.title')}</Title>
        <Text c="dimmed">{t('accountData.intro')}</Text>
      </div>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="data-contents">
        <Text id="data-contents" fw={700} mb="xs">
          {t('accountData.contentsTitle')}
        </Text>
        <List spacing={4} fz="sm">
          {contents.map((item) => (
            <List.Item key={item}>{t(`accountData.contents.${item}`)}</List.Item>
          ))}
        </List>
      </Paper>

      <section aria-label={t('accountData.yourCopy')}>
        {current.isError ? (
          <LoadError onRetry={() => void current.refetch()}>{t('accountData.loadError')}</LoadError>
        ) : current.isPending ? (
          <Skeleton h={72} radius="md" />
        ) : (
          <ExportState current={current.data.data} />
        )}
      </section>
    </Stack>
  );
}
