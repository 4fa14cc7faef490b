import { Alert, Anchor, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { parseCentavos, type TaxDetails, taxRules } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { useTaxDetails } from '../api/get-tax-details';
import { Trans, useTranslation } from '../texts';
import { TaxDetailsForm } from './tax-details-form';

const fileWords = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' } as const;
const threshold = formatMoney(taxRules.withholdingThreshold / 100);
const centavos = (amount: string) => parseCentavos(amount.replace(/^-/, '')) ?? 0;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm">{label}</Text>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** This year's payouts against the threshold, and the tax withheld or to be withheld. */
function Withholding({ tax }: { tax: TaxDetails }) {
  const remitted = centavos(tax.gross_remittances);
  const toWithhold = Math.max(0, centavos(tax.withholding_due) - centavos(tax.withheld));
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tax-year">
      <Title order={2} fz="lg" mb="xs" id="tax-year">
        {t('tax.year.title', { year: tax.year })}
      </Title>
      <Stack gap="xs">
        <Figure label={t('tax.year.paidOut')} value={formatMoney(tax.gross_remittances)} />
        <Progress
          value={Math.min(100, (remitted / taxRules.withholdingThreshold) * 100)}
          aria-label={t('tax.year.progress', { threshold })}
          color={tax.withholding_applies ? 'orange' : 'teal'}
        />
        <Text fz="xs" c="dimmed">
          {t('tax.year.startsWhen', { threshold })}
        </Text>
        {tax.withholding_applies ? (
          <Alert
            color="orange"
            variant="light"
            title={t('tax.year.withheldTitle')}
            mt="xs"
            // the light orange's title reads 2.3:1; this orange 6:1
            styles={{ title: { color: '#a33807' } }}
          >
            <Text fz="sm">{t('tax.year.withheldText', { threshold })}</Text>
          </Alert>
        ) : (
          <Text fz="sm">{t('tax.year.noneWithheld')}</Text>
        )}
        <Figure label={t('tax.year.withheld')} value={formatMoney(tax.withheld)} />
        {toWithhold > 0 && <Figure label={t('tax.year.toWithhold')} value={formatMoney(toWithhold / 100)} />}
      </Stack>
    </Paper>
  );
}

/** What is on file: the TIN with its last three digits, and when the certificate was sent. */
function OnFile({ tax }: { tax: TaxDetails }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="tax-on-file"
    >
      <Title order={2} fz="lg" mb="xs" id="tax-on-file">
        {t('tax.page.onFile')}
      </Title>
      {tax.tin && tax.certificate ? (
        <Stack gap={4}>
          <Figure label="TIN" value={tax.tin} />
          <Text fz="sm">
            <Trans
              i18nKey="tax.page.certificate"
              values={{ type: fileWords[tax.certificate.file_type] }}
              components={{ time: <DateTimeText iso={tax.certificate.uploaded_at} /> }}
            />
          </Text>
        </Stack>
      ) : (
        <Text fz="sm">{t('tax.page.nothingYet')}</Text>
      )}
    </Paper>
  );
}

/** /dashboard/settings/tax: the creator's TIN and BIR certificate, and the withholding on their payouts. */
export function TaxDetailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tax.page.title'));
  const current = useTaxDetails();

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('tax.page.eyebrow')}
        </Text>
        <Title order={1}>{t('tax.page.title')}</Title>
        <Text c="dimmed">
          <Trans
            i18nKey="tax.page.intro"
            components={{
              link: <Anchor component={Link} to="/dashboard/transactions/history" underline="always" />,
            }}
          />
        </Text>
      </div>

      {current.isError ? (
        <LoadError onRetry={() => void current.refetch()}>{t('tax.page.loadError')}</LoadError>
      ) : current.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <>
          <OnFile tax={current.data.data} />
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="tax-form"
          >
            <Title order={2} fz="lg" mb="md" id="tax-form">
              {current.data.data.tin ? t('tax.page.change') : t('tax.page.yours')}
            </Title>
            <TaxDetailsForm onFile={current.data.data.certificate !== null} />
          </Paper>
          <Withholding tax={current.data.data} />
        </>
      )}
    </Stack>
  );
}
