import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { identityVerificationRules, type IdentityVerification } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/money';
import { useVerification } from '../api/get-verification';
import { Trans, useTranslation } from '../texts';
import { VerificationForm } from './verification-form';

const threshold = `₱${formatCount(identityVerificationRules.renewalThreshold / 100)}`;

function FormSection({ earlier, title }: { earlier: IdentityVerification['details']; title?: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="verify-form"
    >
      <Title order={2} fz="lg" mb="md" id="verify-form">
        {title ?? (earlier ? t('verification.page.sendAgain') : t('verification.page.yourDetails'))}
      </Title>
      <VerificationForm earlier={earlier} />
    </Paper>
  );
}

function VerificationState({ current }: { current: IdentityVerification }) {
  const { t } = useTranslation();
  switch (current.state) {
    case 'pending':
      return (
        <Alert color="blue" variant="light" title={t('verification.state.pendingTitle')}>
          <Stack gap={4}>
            {current.submitted_at && (
              <Text fz="sm">
                <Trans
                  i18nKey="verification.state.sentOn"
                  components={{ date: <DateTimeText iso={current.submitted_at} /> }}
                />
              </Text>
            )}
            <Text fz="sm">{t('verification.state.pendingEmail')}</Text>
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
              title={t('verification.state.renewalTitle')}
              // the light yellow's own title reads below 4.5:1 on its tint; this brown reads above 6:1
              styles={{ title: { color: '#6b4a00' } }}
            >
              <Stack gap={4}>
                <Text fz="sm">{t('verification.state.renewalWhy', { threshold })}</Text>
                <Text fz="sm">{t('verification.state.renewalWhat', { threshold })}</Text>
              </Stack>
            </Alert>
            <FormSection earlier={current.details} title={t('verification.state.verifyAgain')} />
          </Stack>
        );
      }
      return (
        <Alert
          color="teal"
          variant="light"
          title={t('verification.state.approvedTitle')}
          // the light teal's title reads 4.3:1; this teal 5.3:1
          styles={{ title: { color: '#08704f' } }}
        >
          <Text fz="sm">
            {current.reviewed_at ? (
              <Trans
                i18nKey="verification.state.verifiedOn"
                components={{ date: <DateTimeText iso={current.reviewed_at} /> }}
              />
            ) : null}
            {t('verification.state.nothingMore')}
          </Text>
        </Alert>
      );
    case 'rejected':
      return (
        <Stack gap="lg">
          <Alert color="red" variant="light" title={t('verification.state.rejectedTitle')}>
            <Stack gap={4}>
              <Text fz="sm">{t('verification.state.supportSays')}</Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {current.reason}
              </Text>
              <Text fz="sm">{t('verification.state.fixAndResend')}</Text>
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
  const { t } = useTranslation();
  useDocumentTitle(t('verification.page.title'));
  const current = useVerification();

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('verification.page.settings')}
        </Text>
        <Title order={1}>{t('verification.page.title')}</Title>
        <Text c="dimmed">{t('verification.page.intro')}</Text>
      </div>

      <section aria-label={t('verification.page.region')}>
        {current.isError ? (
          <LoadError onRetry={() => void current.refetch()}>{t('verification.page.loadError')}</LoadError>
        ) : current.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : (
          <VerificationState current={current.data.data} />
        )}
      </section>
    </Stack>
  );
}
