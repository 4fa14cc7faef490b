import { Alert, Button, Group, List, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DataExport } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { buildUrl, isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { useDataExport, useRequestDataExport } from '../api/data-export';

/** What the ZIP holds, in the words of its README. */
const contents = [
  'Your profile: page name and address, email, bio, mobile number, referral code',
  'Your Snaps, Slides and Bloc posts with their captions, your goals, and your questions and answers',
  'The photos you uploaded, as you uploaded them',
  'Gifts you sent and received, your purchases and sales',
  'Your memberships, and your tiers and members',
  'Your transactions and payouts',
  'Your bank and e-wallet accounts (account numbers masked to their last 4 digits)',
  'Your sessions and browsers, your referrals, and whether two-factor sign-in is on',
];

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_048_576).toFixed(1)} MB`;

/** When another copy may be asked for, if not now. */
function NextRequest({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Text fz="sm" c="dimmed">
      You can ask for a new copy once a day: again after <DateTimeText iso={at} />.
    </Text>
  );
}

function ExportState({ current }: { current: DataExport }) {
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
        Download my data
      </Button>
    </Group>
  );

  if (current.state === 'building') {
    return (
      <Alert color="blue" variant="light" title="Your data is being prepared" icon={<Loader size="xs" />}>
        <Text fz="sm">
          This can take a few minutes. We will mail you a link when it is ready, and you can download it from
          this page too.
        </Text>
      </Alert>
    );
  }
  if (current.state === 'ready' && current.download_url && current.expires_at) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={700}>Your data is ready</Text>
          <Text fz="sm">
            We mailed you a link too. The download works until <DateTimeText iso={current.expires_at} />; then
            the file is deleted.
          </Text>
          <Group>
            <Button component="a" href={buildUrl(current.download_url)} download>
              Download ZIP{current.size_bytes ? ` (${megabytes(current.size_bytes)})` : ''}
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
          Your last copy expired <DateTimeText iso={current.expires_at} /> and was deleted.
        </Text>
      )}
      {startButton}
      <NextRequest at={current.next_request_at} />
    </Stack>
  );
}

/** /dashboard/settings/data: a copy of everything the account holds, as a ZIP, once a day. */
export function AccountDataPage() {
  useDocumentTitle('Download my data');
  const current = useDataExport();

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Settings
        </Text>
        <Title order={1}>Download my data</Title>
        <Text c="dimmed">
          Get a copy of your PIXEL data as a ZIP file, with each part as a spreadsheet (CSV) and as JSON. We
          prepare it in the background and mail you a link that works for 24 hours, for you only.
        </Text>
      </div>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="data-contents">
        <Text id="data-contents" fw={700} mb="xs">
          What the ZIP holds
        </Text>
        <List spacing={4} fz="sm">
          {contents.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Paper>

      <section aria-label="Your copy">
        {current.isError ? (
          <LoadError onRetry={() => void current.refetch()}>We could not load your data download.</LoadError>
        ) : current.isPending ? (
          <Skeleton h={72} radius="md" />
        ) : (
          <ExportState current={current.data.data} />
        )}
      </section>
    </Stack>
  );
}
