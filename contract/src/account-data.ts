import { z } from 'zod';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Where the account's latest export of its data is: none asked for yet, being built, ready to download
 * until `expires_at`, or past that (its file is gone).
 */
export const dataExportStates = ['none', 'building', 'ready', 'expired'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** A person may ask for one export of their data a day. */
export const dataExportLimits = {
  /** Hours after a request before another is taken. */
  requestEveryHours: 24,
  /** Hours the download works once the export is ready. */
  downloadHours: 24,
} as const;

/** The account's latest export, as GET and POST /v1/user/account/export answer it. */
export const dataExport = z.object({
  /** null while the account has never asked for one (`state: 'none'`). */
  id: z.uuid().nullable(),
  state: z.enum(dataExportStates),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** When the download stops working (and the file is removed); set once ready. */
  expires_at: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  size_bytes: z.number().int().nullable(),
  /** The address that downloads the ZIP (the signed-in owner only), while ready. */
  download_url: z.string().nullable(),
  /** When another export may be asked for; null when one may be asked for now. */
  next_request_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

export const dataExportResponse = z.object({ data: dataExport });

export const dataExportParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'export' })) });

/** GET /v1/user/account/export/{id}/download: the ZIP itself. */
export const dataExportFile = z.string().describe('ZIP');

/** The schemas of `accountDataCalls` (`calls/account-data.ts`). */
export const accountDataSchemas = {
  latest: { answers: { 200: dataExportResponse } },
  request: { answers: { 202: dataExportResponse } },
  download: { params: dataExportParams, answers: { 200: dataExportFile }, produces: ['application/zip'] },
} as const satisfies SchemaTable;
