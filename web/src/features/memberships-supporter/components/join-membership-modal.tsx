import { Alert, Avatar, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatCentavos,
  type MembershipPeriod,
  type MembershipTier,
  type PublicTiers,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { ModalActions } from '@/components/ui/modal-actions';
import type { GiftCreator } from '@/features/gifts';
import { PriceAfterPromo, PromoCodeField, usePromoCode } from '@/features/promotions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { avatarSource } from '@/lib/avatar';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { useJoinMembership } from '../api/join-membership';
import { membershipRedirectUrls, membershipTabPath, trialRedirectUrls } from '../api/redirect-urls';
import { useTranslation } from '../texts';
import { money, periodName, periodOptions } from './periods';

export type JoinMembershipModalProps = {
  tier: MembershipTier;
  creator: GiftCreator;
  /** The page's free trials for the viewer (decision 0155); absent, none is offered. */
  trial?: PublicTiers['trial'];
  /** The viewer is a member now (extending): no trial. */
  isMember?: boolean;
};

/** Whether the modal can offer the tier's free trial, and if not, why not (a line to show), or nothing. */
function trialChoice(props: JoinMembershipModalProps): 'offer' | 'unavailable' | 'used' | null {
  const { tier, trial, isMember } = props;
  if (!tier.offers_trial || !trial || isMember) return null;
  if (!trial.available) return 'unavailable';
  if (trial.used) return 'used';
  return 'offer';
}

/**
 * Join {tier}: the period (1, 3, 6 or 12 months, each with its total and what a discount saves), whether to
 * renew by itself, then off to the checkout, exactly as a gift is paid. A tier with a free trial offers to
 * start it with a card, nothing charged today, or to pay now (decision 0155).
 */
export function JoinMembershipModal({ innerProps }: ContextModalProps<JoinMembershipModalProps>) {
  const { t } = useTranslation();
  const { tier, creator } = innerProps;
  const options = periodOptions(tier);
  const choice = trialChoice(innerProps);
  const [start, setStart] = useState<'trial' | 'pay'>(choice === 'offer' ? 'trial' : 'pay');
  const trying = choice === 'offer' && start === 'trial';
  const [months, setMonths] = useState<MembershipPeriod>(1);
  const [autoRenew, setAutoRenew] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // the browser is on its way to the checkout: the button keeps spinning until the page changes
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const [, setSearchParams] = useSearchParams();
  const chosen = options.find((option) => option.months === months) ?? options[0]!;
  // a promo code, typed or from the page's link (`?code=`), and the price it gives the chosen period
  const promo = usePromoCode({ pageUrl: creator.page_url, kind: 'membership', id: tier.id, months });

  const join = useJoinMembership({
    mutationConfig: {
      onSuccess: ({ data }) => {
        setLeaving(true);
        window.location.assign(data.link_url);
      },
      onError: (error) => {
        sending.current = false;
        if (isApiError(error, 'UnauthorizedAccessException')) {
          // signed out meanwhile: after logging in, the page opens this tier's Join again
          setSearchParams(
            (params) => {
              params.set('join', tier.id);
              return params;
            },
            { replace: true },
          );
          openModal('login');
          return;
        }
        if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
          setFieldErrors(error.errors);
          return;
        }
        handleApiError(error);
      },
    },
  });

  const submit = () => {
    // a second click while the first is on its way starts nothing
    if (sending.current || leaving) return;
    sending.current = true;
    setFieldErrors({});
    if (trying) {
      // a free trial renews by itself on the card kept for it
      join.mutate({
        join: {
          tier_id: tier.id,
          months,
          auto_renew: 1,
          trial: 1,
          ...trialRedirectUrls(membershipTabPath(creator.page_url)),
        },
      });
      return;
    }
    join.mutate({
      join: {
        tier_id: tier.id,
        months,
        auto_renew: autoRenew ? 1 : 0,
        ...membershipRedirectUrls(membershipTabPath(creator.page_url)),
        ...(promo.code && { promo_code: promo.code }),
      },
    });
  };

  // "7 days free, then ₱100.00 a month", or the chosen period's total
  const freeThen =
    months === 1
      ? t('membershipsSupporter.trial.freeThen', { price: formatMoney(tier.price) })
      : t('membershipsSupporter.trial.freeThenPeriod', {
          price: money(chosen.total),
          period: periodName(months),
        });

  const monthsError = fieldErrors.months?.[0];
  const otherErrors = Object.entries(fieldErrors)
    .filter(([field, messages]) => field !== 'months' && messages[0])
    .map(([, messages]) => messages[0]);

  return (
    <Stack gap="md">
      <Stack align="center" gap={6}>
        <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={56} alt="" />
        <ModalHeading>{t('membershipsSupporter.join.title', { tier: tier.name })}</ModalHeading>
        <Text c="dimmed" ta="center">
          {t('membershipsSupporter.join.subtitle', {
            price: formatMoney(tier.price),
            name: creator.page_name,
          })}
        </Text>
      </Stack>

      {choice !== null && (
        <Stack gap={4} data-testid="trial-offer">
          {choice === 'offer' && (
            <Text fw={700} ta="center">
              {freeThen}
            </Text>
          )}
          {choice !== 'used' && (
            <Text fz="sm" c="dimmed" ta="center">
              {t('membershipsSupporter.trial.needsCard')}
            </Text>
          )}
          {choice === 'unavailable' && (
            <Text fz="sm" ta="center">
              {t('membershipsSupporter.trial.unavailable')}
            </Text>
          )}
          {choice === 'used' && (
            <Text fz="sm" ta="center">
              {t('membershipsSupporter.trial.used', { name: creator.page_name })}
            </Text>
          )}
        </Stack>
      )}

      {choice === 'offer' && (
        <Radio.Group
          label={t('membershipsSupporter.trial.howToPay')}
          value={start}
          onChange={(value) => setStart(value === 'pay' ? 'pay' : 'trial')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="trial"
              label={t('membershipsSupporter.trial.startTrial')}
              description={t('membershipsSupporter.trial.startTrialHint')}
            />
            <Radio
              value="pay"
              label={t('membershipsSupporter.trial.payNow')}
              description={t('membershipsSupporter.trial.payNowHint')}
            />
          </Stack>
        </Radio.Group>
      )}

      {otherErrors.length > 0 && (
        <Alert color="red" variant="light">
          {otherErrors.join(' ')}
        </Alert>
      )}

      <Radio.Group
        label={t('membershipsSupporter.join.payFor')}
        value={String(months)}
        onChange={(value) => setMonths(Number(value) as MembershipPeriod)}
        error={monthsError}
      >
        {/* one period a line on a phone: two abreast leave a six-figure total no room */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {options.map((option) => (
            <Radio.Card
              key={option.months}
              value={String(option.months)}
              // one stop of Tab for the group, as for native radios: the arrow keys move between periods
              tabIndex={option.months === months ? 0 : -1}
              radius="md"
              p="sm"
              mih={44}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} lh={1.3}>
                    {periodName(option.months)}
                  </Text>
                  <Text fz="sm" lh={1.3}>
                    {money(option.total)}
                  </Text>
                  {option.saving > 0 && (
                    <Text fz="xs" c="teal.9" fw={600} lh={1.3}>
                      {t('membershipsSupporter.join.save', {
                        amount: money(option.saving),
                        percent: option.percent,
                      })}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {!trying && (
        <>
          <Checkbox
            label={t('membershipsSupporter.join.autoRenew')}
            description={t('membershipsSupporter.join.autoRenewHint')}
            checked={autoRenew}
            onChange={(event) => setAutoRenew(event.currentTarget.checked)}
          />
          <PromoCodeField promo={promo} />
        </>
      )}

      <Text fz="sm" c="dimmed" ta="center">
        {t(trying ? 'membershipsSupporter.trial.cardPage' : 'membershipsSupporter.join.securePage')}
      </Text>

      {/* the total and Continue stay in view on a phone while the periods scroll */}
      <ModalActions>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('membershipsSupporter.join.total')}</Text>
            <div data-testid="join-total">
              {trying ? (
                <Text fw={700}>{t('membershipsSupporter.trial.free')}</Text>
              ) : (
                <PriceAfterPromo promo={promo} listPrice={formatCentavos(chosen.total)} />
              )}
            </div>
          </Group>
          <Button
            data-autofocus
            fullWidth
            size="md"
            mih={44}
            variant="gradient"
            loading={join.isPending || leaving}
            onClick={submit}
          >
            {t(trying ? 'membershipsSupporter.trial.continueTrial' : 'membershipsSupporter.join.continue')}
          </Button>
        </Stack>
      </ModalActions>
    </Stack>
  );
}
