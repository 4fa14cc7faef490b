import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { mediaRequestsCalls, type MediaRequestBody } from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/**
 * GET /v1/profile/{page_url}/media: what a clip costs on the creator's stream, and the lengths taken; null
 * when they take no requests. A page that cannot be read offers none.
 */
export const useMediaTerms = (pageUrl: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: ['gifts', 'media-terms', pageUrl],
      queryFn: ({ signal }) => call(mediaRequestsCalls.terms, { params: { page_url: pageUrl }, signal }),
      retry: false,
      enabled,
    }),
  );

/** POST /v1/profile/{page_url}/media: starts the checkout of a clip; the browser then goes to `link_url`. */
export const sendMediaRequest = ({
  pageUrl,
  body,
  idempotencyKey,
}: {
  pageUrl: string;
  body: MediaRequestBody;
  idempotencyKey?: string;
}) =>
  call(mediaRequestsCalls.request, { params: { page_url: pageUrl }, body: compact(body), idempotencyKey });

/** Sends a request; sending again after a failure retries the same one, never a second payment. */
export const useSendMediaRequest = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof sendMediaRequest> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof sendMediaRequest>[0]) =>
      withIdempotencyKey('send-media-request', input, (idempotencyKey) =>
        sendMediaRequest({ ...input, idempotencyKey }),
      ),
  });
