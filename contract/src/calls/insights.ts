import type { insightsSchemas } from '../insights.ts';
import { callTable } from '../route-table.ts';

const tags = ['insights'];

/** A creator's Insights: their memberships month by month, retention, revenue and conversion, and each table as CSV. */
export const insightsCalls = callTable<typeof insightsSchemas>()({
  insights: {
    method: 'GET',
    path: '/v1/user/insights',
    access: 'signed-in',
    tags,
    errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
  },
  export: {
    method: 'GET',
    path: '/v1/user/insights/export',
    access: 'signed-in',
    tags,
    errors: ['UnauthorizedAccessException', 'ValidationException', 'TooManyRequestsException'],
  },
});
