import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PromoQuote } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useQuotePrice } from '../api/quote-price';
import { useTranslation } from '../texts';

/** What a checkout buys, as the quote asks it. */
export interface QuotedItem {
  pageUrl: string;
  kind: 'membership' | 'image' | 'image_collection' | 'product';
  /** The tier, the post, or the product. */
  id: string;
  months?: number;
  /** What the buyer chose to pay for a pay-what-you-want product: the code comes off it. */
  amount?: string;
  /** Asks the price with no code too: a post's member price applies by itself. */
  always?: boolean;
}

/** A checkout's promo code: typed, or filled in from the link's `?code=`, and the price it gives. */
export interface PromoCode {
  typed: string;
  setTyped: (value: string) => void;
  /** The code asked about; empty when none. */
  asked: string;
  apply: () => void;
  remove: () => void;
  quote: PromoQuote | undefined;
  /** Why the code asked about does not apply, in the reader's words. */
  refusal: string | null;
  checking: boolean;
  /** The code to send with the checkout: only one that applies. */
  code: string | undefined;
}

/**
 * The promo code of a checkout: the link's `?code=` fills it in and asks at once; Apply asks for another.
 * The server checks it again when the checkout opens.
 */
export function usePromoCode(item: QuotedItem): PromoCode {
  const [params] = useSearchParams();
  const linked = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(linked);
  const [asked, setAsked] = useState(linked);
  const quote = useQuotePrice(
    {
      page_url: item.pageUrl,
      kind: item.kind,
      id: item.id,
      months: item.months ?? 1,
      ...(item.amount && { amount: item.amount }),
      ...(asked && { promo_code: asked }),
    },
    Boolean(asked) || Boolean(item.always),
  );
  const refusal =
    asked && quote.error
      ? (isApiError(quote.error) && quote.error.errors?.promo_code?.[0]) || quote.error.message
      : null;
  const data = quote.data?.data;
  return {
    typed,
    setTyped,
    asked,
    apply: () => setAsked(typed.trim()),
    remove: () => {
      setTyped('');
      setAsked('');
    },
    quote: data,
    refusal,
    checking: quote.isFetching,
    code: asked && data?.applied === 'code' ? asked : undefined,
  };
}

/** The code field, Apply, and what the code does to the price: before, what comes off, after. */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation();
  const { quote } = promo;
  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('promotions.field.label')}
          placeholder={t('promotions.field.placeholder')}
          value={promo.typed}
          onChange={(event) => promo.setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              promo.apply();
            }
          }}
          error={promo.refusal}
          autoCapitalize="characters"
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          mt={25}
          mih={36}
          loading={promo.checking && Boolean(promo.typed)}
          disabled={!promo.typed.trim()}
          onClick={promo.apply}
        >
          {t('promotions.field.apply')}
        </Button>
      </Group>
      {quote && quote.applied && (
        <Text fz="sm" mt={6} c="teal.9" fw={600} data-testid="promo-summary">
          {quote.applied === 'code'
            ? t(quote.every_period ? 'promotions.field.appliedEvery' : 'promotions.field.applied', {
                code: quote.promo_code ?? '',
                before: formatMoney(quote.list_price),
                off: formatMoney(quote.discount),
                after: formatMoney(quote.price),
              })
            : t('promotions.field.memberPrice', {
                percent: quote.member_discount ?? 0,
                before: formatMoney(quote.list_price),
                after: formatMoney(quote.price),
              })}
        </Text>
      )}
      {quote?.member_price_better && (
        <Text fz="sm" mt={4} c="dimmed">
          {t('promotions.field.memberBetter')}
        </Text>
      )}
      {promo.asked && (
        <Button variant="subtle" size="compact-sm" mt={4} onClick={promo.remove}>
          {t('promotions.field.remove')}
        </Button>
      )}
    </div>
  );
}

/** The price before and after, for a checkout's total: the list price struck through when something came off. */
export function PriceAfterPromo({ promo, listPrice }: { promo: PromoCode; listPrice: string }) {
  const { t } = useTranslation();
  const quote = promo.quote;
  const discounted = quote && quote.applied !== null && quote.list_price === normalized(listPrice);
  return (
    <Group gap={8} wrap="nowrap" align="baseline">
      {discounted && (
        <Text component="s" c="dimmed" fz="sm" data-testid="price-before">
          <VisuallyHidden>{t('promotions.field.before')} </VisuallyHidden>
          {formatMoney(quote.list_price)}
        </Text>
      )}
      <Text fw={800} fz="lg" data-testid="price-after">
        {formatMoney(discounted ? quote.price : listPrice)}
      </Text>
    </Group>
  );
}

/** "100" and "100.00" are one price. */
const normalized = (amount: string) => Number(amount).toFixed(2);
