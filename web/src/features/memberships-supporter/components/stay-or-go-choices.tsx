import { Alert, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { pauseMonths, type PauseMonths, type StayChoices } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../link-texts';
import { periodName } from './periods';

export type StayChoice = 'retention_offer' | 'pause' | 'cancel';

/**
 * What cancelling offers instead (decision 0150), as a mail's cancel link and My memberships show it: the
 * creator's offer when they made one and this member never took it, a pause of 1 to 3 months, and, when
 * `cancel` is given, cancelling anyway. `busy` is the choice on its way, whose button spins.
 */
export function StayOrGoChoices({
  choices,
  creatorName,
  busy,
  onTakeOffer,
  onPause,
  cancel,
}: {
  choices: StayChoices;
  creatorName: string;
  busy: StayChoice | null;
  onTakeOffer: () => void;
  onPause: (months: PauseMonths) => void;
  cancel?: { text: string; label: string; onCancel: () => void };
}) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<PauseMonths>(1);
  const offer = choices.retention_offer;
  return (
    <Stack gap="sm">
      {offer && (
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="stay-offer-title">
          <Stack gap="xs">
            <Title order={3} fz="md" id="stay-offer-title">
              {offer.months === 1
                ? t('membershipLinks.choices.offerTitleOne', { percent: offer.percent })
                : t('membershipLinks.choices.offerTitle', {
                    percent: offer.percent,
                    period: periodName(offer.months),
                  })}
            </Title>
            <Text fz="sm">
              {t('membershipLinks.choices.offerText', {
                offer: formatMoney(offer.offer_price),
                price: formatMoney(offer.price),
                name: creatorName,
              })}
            </Text>
            <Button
              variant="gradient"
              mih={44}
              loading={busy === 'retention_offer'}
              disabled={busy !== null && busy !== 'retention_offer'}
              onClick={onTakeOffer}
            >
              {t('membershipLinks.choices.offerTake')}
            </Button>
          </Stack>
        </Paper>
      )}
      {choices.can_pause && (
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="stay-pause-title">
          <Stack gap="xs">
            <Title order={3} fz="md" id="stay-pause-title">
              {t('membershipLinks.choices.pauseTitle')}
            </Title>
            <Text fz="sm">{t('membershipLinks.choices.pauseText')}</Text>
            {choices.pause_ends_auto_renew && (
              <Alert color="orange" variant="light" p="xs">
                {t('membershipLinks.choices.pauseEndsAutoRenew')}
              </Alert>
            )}
            <Text fw={500} fz="sm" id="stay-pause-months">
              {t('membershipLinks.choices.pauseFor')}
            </Text>
            <SegmentedControl
              aria-labelledby="stay-pause-months"
              fullWidth
              value={String(months)}
              onChange={(value) => setMonths(Number(value) as PauseMonths)}
              data={pauseMonths.map((n) => ({ value: String(n), label: periodName(n) }))}
            />
            <Button
              variant="light"
              mih={44}
              loading={busy === 'pause'}
              disabled={busy !== null && busy !== 'pause'}
              onClick={() => onPause(months)}
            >
              {t('membershipLinks.choices.pauseConfirm')}
            </Button>
          </Stack>
        </Paper>
      )}
      {cancel && (
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="stay-cancel-title">
          <Stack gap="xs">
            <Title order={3} fz="md" id="stay-cancel-title">
              {t('membershipLinks.choices.cancelTitle')}
            </Title>
            <Text fz="sm">{cancel.text}</Text>
            <Button
              variant="outline"
              color="red.9"
              mih={44}
              loading={busy === 'cancel'}
              disabled={busy !== null && busy !== 'cancel'}
              onClick={cancel.onCancel}
            >
              {cancel.label}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
