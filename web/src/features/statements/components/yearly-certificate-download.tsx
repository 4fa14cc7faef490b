import { Anchor, Group, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { manilaToday, taxRules } from '@pixel/contract';
import { useTaxDetails } from '@/features/tax';
import { formatMoney } from '@/lib/money';

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
      Tax withheld from your payouts in {details.year} (BIR RR 16-2023):{' '}
      <Text span fw={600}>
        {formatMoney(details.withheld)}
      </Text>
      .
    </Text>
  );
}

/**
 * Download a yearly earnings certificate: the year's gross earnings by kind, PIXEL's fees, payouts and the
 * tax withheld from them, reconciled to the opening and closing balances; a PDF to keep or a CSV.
 */
export function YearlyCertificateDownload() {
  const current = Number(manilaToday().slice(0, 4));
  const [year, setYear] = useState(() => String(current));
  const query = new URLSearchParams({ year });
  const download = (format: 'csv' | 'pdf', label: string) => (
    <Anchor
      href={`/v1/user/statements/tax-certificate?${query}&format=${format}`}
      download
      fw={600}
      pb={8}
      aria-label={`${label}, ${year}`}
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
        Yearly earnings certificate
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        A year&apos;s gross earnings by kind, PIXEL&apos;s fees, your payouts and any tax withheld from them,
        for your income tax return or your accountant. This year&apos;s is to date.
      </Text>
      <WithholdingLine />
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Year"
          data={yearsUpTo(current)}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          w={120}
        />
        {download('pdf', 'Download PDF')}
        {download('csv', 'Download CSV')}
      </Group>
    </Paper>
  );
}
