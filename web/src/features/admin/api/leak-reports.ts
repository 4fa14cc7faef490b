import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imageUploadLimits, marksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

type LeakReportStatus = 'open' | 'closed';
export type LeakReportsFilter = { status: LeakReportStatus; page: number };

/** GET /v1/admin/leak-reports: the creators' reports of a leaked copy, of one status. */
export const getLeakReports = ({ status, page, signal }: LeakReportsFilter & { signal?: AbortSignal }) =>
  call(marksCalls.staffReports, { query: { status, page }, signal });

export const leakReportsQueryOptions = (filter: LeakReportsFilter) =>
  queryOptions({
    queryKey: ['admin', 'leak-reports', filter],
    queryFn: ({ signal }) => getLeakReports({ ...filter, signal }),
    placeholderData: keepPreviousData,
    // other staff act on them too: read fresh each time
    staleTime: 0,
  });

export const useLeakReports = (filter: LeakReportsFilter) => useQuery(leakReportsQueryOptions(filter));

export type LeakReportAction = 'revoke' | 'suspend' | 'close';

const actionCalls = {
  revoke: marksCalls.staffRevoke,
  suspend: marksCalls.staffSuspend,
  close: marksCalls.staffClose,
} as const satisfies Record<LeakReportAction, unknown>;

/** POST /v1/admin/leak-reports/{id}/revoke, /suspend or /close, with the reason the audit trail keeps. */
export const actOnLeakReport = ({
  id,
  action,
  reason,
}: {
  id: string;
  action: LeakReportAction;
  reason: string;
}) => call(actionCalls[action], { params: { id }, body: { reason } });

/** The list is read again after an action, and after a refusal (a colleague acted first). */
export function useActOnLeakReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnLeakReport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leak-reports'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}

/** POST /v1/admin/users/{user_id}/marks/lookups (multipart, field `image`): a creator's lookup, run by support. */
export function staffLookUpLeak({ userId, file }: { userId: string; file: File }) {
  const body = new FormData();
  body.append(imageUploadLimits.field, file, file.name);
  return call(marksCalls.staffLookup, { params: { user_id: userId }, body });
}

export const useStaffLookUpLeak = () =>
  useMutation({
    mutationFn: staffLookUpLeak,
    // the section says the refusal itself
    onError: () => undefined,
  });
