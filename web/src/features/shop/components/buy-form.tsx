import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useBuyProduct } from '../api/buy-product';
import { useTranslation } from '../texts';
import { productPath } from './product-card';

/**
 * Buy, with the amount for a product sold at what the buyer wants and an email for a buyer who is not
 * signed in; the browser then goes to the checkout. A refusal shows beside its field, or above the button.
 */
export function BuyForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const user = useUser();
  const buy = useBuyProduct();
  const flexible = product.price_mode === 'pay_what_you_want';
  const [amount, setAmount] = useState(flexible ? product.price : '');
  const [email, setEmail] = useState('');
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
          success_redirect_url: `${page}?purchase=paid`,
          failure_redirect_url: `${page}?purchase=cancelled`,
        },
      },
      { onSuccess: (answer) => window.location.assign(answer.data.link_url) },
    );

  const general = error && !error.errors ? error.message : null;
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
      {general && (
        <Alert color="red" role="alert">
          {general}
        </Alert>
      )}
      <Button type="submit" variant="gradient" mih={44} loading={buy.isPending}>
        {flexible
          ? t('shop.product.buyFlexible')
          : t('shop.product.buy', { amount: formatMoney(product.price) })}
      </Button>
    </Stack>
  );
}
