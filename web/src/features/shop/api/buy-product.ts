import { useMutation } from '@tanstack/react-query';
import { shopCalls, type ProductBuyRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';

/** POST /v1/shop/products/{id}/buy: a checkout of the product; the browser then goes to `link_url`. */
export const buyProduct = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: ProductBuyRequest;
  idempotencyKey?: string;
}) => call(shopCalls.buy, { params: { id }, body, idempotencyKey });

/** Buys a product; buying again after a failure retries the same checkout, never a second one. */
export const useBuyProduct = () =>
  useMutation({
    mutationFn: (input: Parameters<typeof buyProduct>[0]) =>
      withIdempotencyKey('buy-product', input, (idempotencyKey) => buyProduct({ ...input, idempotencyKey })),
    // the form says the refusal itself, beside its field or above its button
    onError: () => undefined,
  });
