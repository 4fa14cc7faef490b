import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import type { CommissionRequest } from '@pixel/contract';
import { formatSize } from '@/features/shop';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';
import { hasBalance } from './commission-words';

/** What a request costs: its price, what was paid with it, and the balance (paid or not) when there is one. */
export function RequestMoney({ request }: { request: CommissionRequest }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm">
      {t('commissions.money.price', { amount: formatMoney(request.amount) })}
      {hasBalance(request) &&
        ` · ${t('commissions.money.paid', { amount: formatMoney(request.down_payment) })} · ${t(
          request.balance_paid_at ? 'commissions.money.balancePaid' : 'commissions.money.balance',
          { amount: formatMoney(request.balance) },
        )}`}
    </Text>
  );
}

/** A request's brief and its reference images, each opening whole in a tab of its own. */
export function RequestBrief({ request }: { request: CommissionRequest }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {t('commissions.details.brief')}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request.brief}
      </Text>
      {request.references.length > 0 && (
        <>
          <Text fw={600} fz="sm">
            {t('commissions.details.references')}
          </Text>
          <Group gap="xs">
            {request.references.map((reference, index) => (
              <Anchor key={reference.id} href={reference.url} target="_blank" rel="noreferrer">
                <Image
                  src={reference.url}
                  alt={t('commissions.request.referenceAlt', { number: index + 1 })}
                  w={88}
                  h={66}
                  radius="sm"
                  fit="cover"
                />
              </Anchor>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** A delivery's files for its supporter: each one's download, with what is left of today's. */
export function DeliveredFiles({ request }: { request: CommissionRequest }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {t('commissions.details.files')}
      </Text>
      {request.files.map((file) => {
        const left = file.downloads_left ?? 0;
        const label = `${file.name} (${formatSize(file.size)})`;
        return (
          <Group key={file.id} gap="xs" justify="space-between" wrap="wrap">
            {file.url && left > 0 ? (
              <Anchor
                href={file.url}
                download={file.name}
                aria-label={t('commissions.details.download', { name: file.name })}
                style={{
                  overflowWrap: 'anywhere',
                  minHeight: 44,
                  display: 'inline-flex',
                  alignItems: 'center',
                }}
              >
                {label}
              </Anchor>
            ) : (
              <Text style={{ overflowWrap: 'anywhere' }}>{label}</Text>
            )}
            <Text fz="sm" c="dimmed">
              {left > 0 ? t('commissions.details.left', { count: left }) : t('commissions.details.noneLeft')}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
