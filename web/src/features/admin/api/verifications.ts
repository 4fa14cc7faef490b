import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminVerification, verificationCalls } from '@pixel/contract';
import { buildUrl, call } from '@/lib/api-client';

export type VerificationStatus = AdminVerification['status'];
export type VerificationsFilter = { status: VerificationStatus; page: number };

const listKey = ['admin', 'verifications'] as const;
export const verificationQueryKey = (id: string) => ['admin', 'verification', id] as const;

/** GET /v1/admin/verifications: the identity checks of one status, oldest first, without their details. */
export const getVerifications = ({ status, page, signal }: VerificationsFilter & { signal?: AbortSignal }) =>
  call(verificationCalls.list, { query: { status, page }, signal });

export const verificationsQueryOptions = (filter: VerificationsFilter) =>
  queryOptions({
    queryKey: [...listKey, filter],
    queryFn: ({ signal }) => getVerifications({ ...filter, signal }),
    placeholderData: keepPreviousData,
    // creators send them at any time and other staff answer them: read fresh each time
    staleTime: 0,
  });

export const useVerifications = (filter: VerificationsFilter) => useQuery(verificationsQueryOptions(filter));

/** GET /v1/admin/verifications/{id}: the person's details; each read is written to the audit trail. */
export const getVerification = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  call(verificationCalls.view, { params: { id }, signal });

export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: verificationQueryKey(id),
    queryFn: ({ signal }) => getVerification({ id, signal }),
    // a legal name, birth date and address: read fresh, and not kept once the page is left
    staleTime: 0,
    gcTime: 0,
  });

export const useVerification = (id: string) => useQuery(verificationQueryOptions(id));

/**
 * Where a photo of a verification is read, for an `<img>`: the session cookie goes with it, and each load is
 * written to the audit trail by the server.
 */
export const verificationFileUrl = (url: string) => buildUrl(url);

export type VerificationDecision = 'approve' | 'reject';

const decisionCalls = {
  approve: verificationCalls.approve,
  reject: verificationCalls.reject,
} as const satisfies Record<VerificationDecision, unknown>;

/** POST /v1/admin/verifications/{id}/approve or /reject, with the reason (a rejection's is mailed). */
export const decideVerification = ({
  id,
  decision,
  reason,
}: {
  id: string;
  decision: VerificationDecision;
  reason: string;
}) => call(decisionCalls[decision], { params: { id }, body: { reason } });

/**
 * The verification as the answer has it: reading it again would write another look to the audit trail.
 * The queue and the trail are read again.
 */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(verificationQueryKey(data.verification.id), { data: data.verification });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
