import { useMutation, useQuery } from '@tanstack/react-query';
import { type CommissionBalanceRequest, type CommissionRequest, commissionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { commissionsKey } from './get-commissions';

/** GET /v1/user/commissions/requests: the supporter's requests, with their delivered files' addresses. */
export const getMyRequests = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(commissionsCalls.myRequests, { signal })).data;

// a payment is confirmed once the provider tells the server: seconds, rarely a minute
const CONFIRMING_FOR_MS = 60_000;

/** A request whose payment may be on its way: its first payment, or the balance asked for. */
const mayBePaying = (request: CommissionRequest) =>
  request.status === 'awaiting_payment' || request.status === 'balance_due';

/**
 * The supporter's requests; the files' addresses live minutes, so an opened page asks again. Back from a
 * checkout at `confirmingSince`, it asks every 2 s while a payment may still be on its way, for a minute.
 */
export const useMyRequests = ({ confirmingSince }: { confirmingSince?: number | undefined } = {}) =>
  useQuery({
    queryKey: [...commissionsKey, 'mine'],
    queryFn: ({ signal }) => getMyRequests({ signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      confirmingSince !== undefined &&
      Date.now() - confirmingSince < CONFIRMING_FOR_MS &&
      (query.state.data ?? []).some(mayBePaying)
        ? 2000
        : false,
  });

/** POST /v1/user/commissions/requests/{id}/pay-balance: the checkout of the balance. */
export const payBalance = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: CommissionBalanceRequest;
  idempotencyKey?: string;
}) => call(commissionsCalls.payBalance, { params: { id }, body, idempotencyKey });

export const usePayBalance = () =>
  useMutation({
    mutationFn: (input: Parameters<typeof payBalance>[0]) =>
      withIdempotencyKey('pay-commission-balance', input, (idempotencyKey) =>
        payBalance({ ...input, idempotencyKey }),
      ),
    // the card says the refusal above its button
    onError: () => undefined,
  });
