import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { identityVerificationRules, type IdentityVerification } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/money';
import { useVerification } from '../api/get-verification';
import { VerificationForm } from './verification-form';

const threshold = `₱${formatCount(identityVerificationRules.renewalThreshold / 100)}`;

function FormSection({
  earlier,
  title = earlier ? 'Send your details again' : 'Your details',
}: {
  earlier: IdentityVerification['details'];
  title?: string;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="verify-form"
    >
      <Title order={2} fz="lg" mb="md" id="verify-form">
        {title}
      </Title>
      <VerificationForm earlier={earlier} />
    </Paper>
  );
}

function VerificationState({ current }: { current: IdentityVerification }) {
  switch (current.state) {
    case 'pending':
      return (
        <Alert color="blue" variant="light" title="We are checking your details">
          <Stack gap={4}>
            {current.submitted_at && (
              <Text fz="sm">
                You sent them on <DateTimeText iso={current.submitted_at} />.
              </Text>
            )}
            <Text fz="sm">PIXEL support will tell you by email when it is done.</Text>
          </Stack>
        </Alert>
      );
    case 'approved':
      // the yearly check again (decision 0107): a new submission is open, with what was sent last filled in
      if (current.renewal_due) {
        return (
          <Stack gap="lg">
            <Alert
              color="yellow"
              variant="light"
              title="Your yearly check is due"
              // the light yellow's own title reads below 4.5:1 on its tint; this brown reads above 6:1
              styles={{ title: { color: '#6b4a00' } }}
            >
              <Stack gap={4}>
                <Text fz="sm">
                  With your balance, your payouts this year could pass {threshold}. Before the payout that
                  takes them past it, PIXEL verifies your identity again: once a year.
                </Text>
                <Text fz="sm">
                  Check your details below and send them with new photos of your ID and a selfie. Until then,
                  you can still withdraw while this year&apos;s payouts stay under {threshold}.
                </Text>
              </Stack>
            </Alert>
            <FormSection earlier={current.details} title="Verify your identity again" />
          </Stack>
        );
      }
      return (
        <Alert
          color="teal"
          variant="light"
          title="Your identity is verified"
          // the light teal's title reads 4.3:1; this teal 5.3:1
          styles={{ title: { color: '#08704f' } }}
        >
          <Text fz="sm">
            {current.reviewed_at ? (
              <>
                PIXEL support verified it on <DateTimeText iso={current.reviewed_at} />.{' '}
              </>
            ) : null}
            Nothing more is needed from you.
          </Text>
        </Alert>
      );
    case 'rejected':
      return (
        <Stack gap="lg">
          <Alert color="red" variant="light" title="We could not verify your identity">
            <Stack gap={4}>
              <Text fz="sm">PIXEL support says:</Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {current.reason}
              </Text>
              <Text fz="sm">Fix what they ask below and send your details again.</Text>
            </Stack>
          </Alert>
          <FormSection earlier={current.details} />
        </Stack>
      );
    case 'none':
      return <FormSection earlier={null} />;
  }
}

/** /dashboard/settings/verification: who the creator is, checked by PIXEL support before payouts. */
export function IdentityVerificationPage() {
  useDocumentTitle('Identity verification');
  const current = useVerification();

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Settings
        </Text>
        <Title order={1}>Identity verification</Title>
        <Text c="dimmed">
          Before your first payout, PIXEL checks who you are: the Philippines&apos; anti-money laundering
          rules ask us to know who we send money to. You give your legal name, birth date and address, photos
          of a government ID and a selfie. The photos are kept encrypted, and only PIXEL support can open
          them.
        </Text>
      </div>

      <section aria-label="Your verification">
        {current.isError ? (
          <LoadError onRetry={() => void current.refetch()}>We could not load your verification.</LoadError>
        ) : current.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : (
          <VerificationState current={current.data.data} />
        )}
      </section>
    </Stack>
  );
}
