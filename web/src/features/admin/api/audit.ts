import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export type AuditFilters = { staff: string; user_id: string; action: string; page: number };

/** GET /v1/admin/audit: the staff's actions, newest first; empty filters are not sent. */
export const getAudit = ({ signal, ...filters }: AuditFilters & { signal?: AbortSignal }) =>
  call(auditCalls.list, { query: filters, signal });

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) => getAudit({ ...filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
