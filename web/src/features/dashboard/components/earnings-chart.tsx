import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { EarningsResponse } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { formatPointLabel } from './earnings-labels';
import { useTranslation } from '../texts';

// the series' keys stay English (the data's field names); their labels come from the catalogue
const giftsAndPurchases = [
  { name: 'Gifts', label: 'dashboard.earnings.seriesGifts', color: 'pixel.7' },
  { name: 'Purchases', label: 'dashboard.earnings.seriesPurchases', color: 'pink.9' },
] as const;
const memberships = {
  name: 'Memberships',
  label: 'dashboard.earnings.seriesMemberships',
  color: 'teal.9',
} as const;

/**
 * The bars of the earnings card: gifts, purchases and (once there are some) memberships stacked per day or month. Loaded on its own (React.lazy),
 * once the card is near the screen: the chart library is large and only a creator's dashboard needs it.
 */
export default function EarningsChart({ earnings }: { earnings: EarningsResponse['data'] }) {
  const { t } = useTranslation();
  const data = earnings.points.map((point) => ({
    label: formatPointLabel(point.date, earnings.period),
    Gifts: Number(point.gifts),
    Purchases: Number(point.purchases),
    Memberships: Number(point.memberships),
  }));
  const series =
    Number(earnings.total_memberships) > 0 ? [...giftsAndPurchases, memberships] : giftsAndPurchases;
  // the legend and the first and last dates are page text, not chart SVG: text drawn inside the chart has no
  // background a contrast check (or a high-contrast mode) can work with
  return (
    <Stack gap={6}>
      <BarChart
        h={200}
        data={data}
        dataKey="label"
        type="stacked"
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        valueFormatter={(value) => formatMoney(value)}
        // the card says in words what the bars show (its role="img" label): the bars are no Tab stop
        barChartProps={{ accessibilityLayer: false }}
        series={series.map(({ name, label, color }) => ({ name, label: t(label), color }))}
      />
      <Group justify="space-between" fz="xs" c="dimmed">
        <span>{data[0]?.label}</span>
        <span>{data.at(-1)?.label}</span>
      </Group>
      <Group gap="md" justify="center">
        {series.map((item) => (
          <Group key={item.name} gap={6}>
            <Box w={12} h={12} bg={item.color} style={{ borderRadius: 3 }} />
            <Text fz="sm">{t(item.label)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
