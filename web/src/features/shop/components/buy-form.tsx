import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Product } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { PromoCodeField, usePromoCode } from '@/features/promotions';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useBuyProduct } from '../api/buy-product';
import { useTranslation } from '../texts';
import { productPath } from './product-card';

/** An amount a pay-what-you-want product takes: pesos with at most two decimals, at least its minimum. */
const takes = (amount: string, minimum: string) =>
  /^\d+(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) >= Number(minimum);

/**
 * Buy, with the amount for a product sold at what the buyer wants, an email for a buyer who is not signed
 * in, and the creator's promo code (from the link's `?code=` too), which comes off the price or off the
 * amount chosen; the browser then goes to the checkout. A refusal shows beside its field, or above the
 * button.
 */
export function BuyForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const user = useUser();
  const buy = useBuyProduct();
  const flexible = product.price_mode === 'pay_what_you_want';
  const [amount, setAmount] = useState(flexible ? product.price : '');
  const [email, setEmail] = useState('');
  // the code is asked about the amount once typing pauses, and only for an amount the product takes
  const [chosen] = useDebouncedValue(amount, 400);
  const promo = usePromoCode({
    pageUrl: product.creator.page_url,
    kind: 'product',
    id: product.id,
    ...(flexible && takes(chosen, product.price) && { amount: chosen.trim() }),
  });
  const error = isApiError(buy.error) ? buy.error : null;
  const fieldError = (field: string) => error?.errors?.[field]?.[0];
  const page = `${window.location.origin}${productPath(product.creator.page_url, product.id)}`;

  const submit = () =>
    buy.mutate(
      {
        id: product.id,
        body: {
          ...(flexible && { amount }),
          ...(!user.data && { email }),
          ...(promo.code && { promo_code: promo.code }),
          success_redirect_url: `${page}?purchase=paid`,
          failure_redirect_url: `${page}?purchase=cancelled`,
        },
      },
      { onSuccess: (answer) => window.location.assign(answer.data.link_url) },
    );

  // a code refused at the checkout (used up since its quote) is said above the button
  const general = error ? (error.errors ? (fieldError('promo_code') ?? null) : error.message) : null;
  const price = promo.quote?.applied === 'code' ? promo.quote.price : product.price;
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {flexible && (
        <TextInput
          label={t('shop.product.amountLabel')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={fieldError('amount')}
          required
        />
      )}
      {!user.data && (
        <TextInput
          type="email"
          label={t('shop.product.emailLabel')}
          description={t('shop.product.emailDescription')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
          autoComplete="email"
          required
        />
      )}
      <PromoCodeField promo={promo} />
      {general && (
        <Alert color="red" role="alert">
          {general}
        </Alert>
      )}
      <Button type="submit" variant="gradient" mih={44} loading={buy.isPending}>
        {flexible ? t('shop.product.buyFlexible') : t('shop.product.buy', { amount: formatMoney(price) })}
      </Button>
    </Stack>
  );
}
