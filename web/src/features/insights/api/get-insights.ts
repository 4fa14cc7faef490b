import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InsightTable, insightsCalls } from '@pixel/contract';
import { buildUrl, call } from '@/lib/api-client';

/** The months the page asks for: from and to, YYYY-MM; left out, the server's 12 to this month. */
export type InsightsRange = { from?: string; to?: string };

/** GET /v1/user/insights */
export const getInsights = ({ range, signal }: { range: InsightsRange; signal?: AbortSignal }) =>
  call(insightsCalls.insights, { query: range, signal });

export const insightsQueryOptions = (range: InsightsRange) =>
  queryOptions({
    queryKey: ['insights', range],
    queryFn: ({ signal }) => getInsights({ range, signal }),
    // another span of months replaces the figures shown without flashing the skeleton
    placeholderData: keepPreviousData,
  });

export const useInsights = (range: InsightsRange) => useQuery(insightsQueryOptions(range));

/** GET /v1/user/insights/export: one table of the page as a CSV file, for the same months. */
export const insightsExportUrl = (table: InsightTable, range: InsightsRange) =>
  buildUrl(insightsCalls.export.path, { table, ...range });
