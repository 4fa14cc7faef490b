import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { personQueryKey } from './person';

/**
 * POST /v1/admin/users/{id}/banks/{bank_slug}/approve-name: payouts may go to a bank whose name is not the
 * verified legal name (a married name, a name the bank shortens), for a reason the audit trail keeps.
 */
export const approveBankName = ({
  userId,
  bankSlug,
  reason,
}: {
  userId: string;
  bankSlug: string;
  reason: string;
}) =>
  call(adminCalls.approveBankName, { params: { user_id: userId, bank_slug: bankSlug }, body: { reason } });

/** The person as the answer has them (reading the page again would write another look to the audit trail). */
export function useApproveBankName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBankName,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(personQueryKey(data.user.id), { data: data.user });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
