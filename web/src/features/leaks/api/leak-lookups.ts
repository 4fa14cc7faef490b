import { useMutation } from '@tanstack/react-query';
import { imageUploadLimits, marksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** POST /v1/user/marks/lookups (multipart, field `image`): whose copy of the creator's photos this is. */
export function lookUpLeak(file: File) {
  const body = new FormData();
  body.append(imageUploadLimits.field, file, file.name);
  return call(marksCalls.lookup, { body });
}

export const useLookUpLeak = () =>
  useMutation({
    mutationFn: lookUpLeak,
    // the page says the refusal itself, beside the field or in the app's error modal
    onError: () => undefined,
  });

/** POST /v1/user/marks/lookups/{id}/report: the named viewer's copy sent to PIXEL's staff, with a note. */
export const reportLeak = ({ lookupId, note }: { lookupId: string; note?: string | undefined }) =>
  call(marksCalls.report, { params: { id: lookupId }, body: { note } });

export const useReportLeak = () =>
  useMutation({
    mutationFn: reportLeak,
    // the modal marks its field or draws the report as sent (409: one is open already)
    onError: () => undefined,
  });
