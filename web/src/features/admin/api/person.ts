import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCalls, type AdminUserDetail, type adminRevealResponse } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

export const personQueryKey = (userId: string) => ['admin', 'person', userId] as const;

/** GET /v1/admin/users/{id}: the person's page; each look is written to the audit trail. */
export const getPerson = ({ userId, signal }: { userId: string; signal?: AbortSignal }) =>
  call(adminCalls.view, { params: { user_id: userId }, signal });

export const personQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: personQueryKey(userId),
    queryFn: ({ signal }) => getPerson({ userId, signal }),
    // staff act on what the account is now, not on what it was when last opened
    staleTime: 0,
  });

export const usePerson = (userId: string) => useQuery(personQueryOptions(userId));

export type SuspensionChange = 'suspend' | 'unsuspend';

/** POST /v1/admin/users/{id}/suspend or /unsuspend, with the reason the audit trail keeps. */
export const changeSuspension = ({
  userId,
  change,
  reason,
}: {
  userId: string;
  change: SuspensionChange;
  reason: string;
}) => call(adminCalls[change], { params: { user_id: userId }, body: { reason } });

/** The person as the answer has them; the search results and the audit trail are read again. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSuspension,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(personQueryKey(data.user.id), { data: data.user });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'people'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}

/** POST /v1/admin/users/{id}/notes. */
export const addNote = ({ userId, body }: { userId: string; body: string }) =>
  call(adminCalls.addNote, { params: { user_id: userId }, body: { body } });

/**
 * The new note goes on top of the page's list as it is: reading the page again would write another look
 * at it to the audit trail.
 */
export function useAddNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote({ userId, body }),
    onSuccess: ({ data: note }) => {
      queryClient.setQueryData<{ data: AdminUserDetail }>(personQueryKey(userId), (person) =>
        person ? { data: { ...person.data, notes: [note, ...person.data.notes] } } : person,
      );
    },
    onError: () => undefined,
  });
}

/** A person's bank account and mobile numbers in full, as a reveal answers them. */
export type RevealedNumbers = z.output<typeof adminRevealResponse>['data'];

/** POST /v1/admin/users/{id}/reveal: the numbers the page masks, for a reason the audit trail keeps. */
export const revealNumbers = ({ userId, reason }: { userId: string; reason: string }) =>
  call(adminCalls.reveal, { params: { user_id: userId }, body: { reason } });

export function useRevealNumbers(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revealNumbers({ userId, reason }),
    // the full numbers live in the page that asked for them only, not in the mutation cache after it
    gcTime: 0,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
