import { Anchor, Group, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { manilaToday, taxCalls, taxRules } from '@pixel/contract';
import { useTaxDetails } from '@/features/tax';
import { formatMoney } from '@/lib/money';
import { Trans, useTranslation } from '../texts';

/** The years a certificate can be asked for, newest first: this one (to date) back to the first. */
const yearsUpTo = (current: number) =>
  Array.from({ length: current - taxRules.firstCertificateYear + 1 }, (_, i) => String(current - i));

/** This year's tax withheld from payouts, once there is any or the rule applies. */
function WithholdingLine() {
  const tax = useTaxDetails();
  const details = tax.data?.data;
  if (!details || (!details.withholding_applies && details.withheld === '0.00')) return null;
  return (
    <Text fz="sm" mb="sm">
      <Trans
        i18nKey="statements.certificate.withheld"
        values={{ year: details.year, amount: formatMoney(details.withheld) }}
        components={{ strong: <Text span fw={600} /> }}
      />
    </Text>
  );
}

/**
 * Download a yearly earnings certificate: the year's gross earnings by kind, PIXEL's fees, payouts and the
 * tax withheld from them, reconciled to the opening and closing balances; a PDF to keep or a CSV.
 */
export function YearlyCertificateDownload() {
  const { t } = useTranslation();
  const current = Number(manilaToday().slice(0, 4));
  const [year, setYear] = useState(() => String(current));
  const query = new URLSearchParams({ year });
  const download = (format: 'csv' | 'pdf', label: string) => (
    <Anchor
      href={`${taxCalls.certificate.path}?${query}&format=${format}`}
      download
      fw={600}
      pb={8}
      aria-label={t('statements.certificate.downloadYear', { label, year })}
    >
      {label}
    </Anchor>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="yearly-certificate"
    >
      <Title order={2} fz="lg" mb="xs" id="yearly-certificate">
        {t('statements.certificate.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        {t('statements.certificate.text')}
      </Text>
      <WithholdingLine />
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('statements.certificate.year')}
          data={yearsUpTo(current)}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          w={120}
        />
        {download('pdf', t('statements.certificate.pdf'))}
        {download('csv', t('statements.certificate.csv'))}
      </Group>
    </Paper>
  );
}
