import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { taxDetailsSavedResponse } from '@pixel/contract';
import { type Answer, ApiError, buildUrl, defaultErrorMessage, toApiError } from '@/lib/api-client';
import { taxDetailsKey } from './get-tax-details';

export interface TaxDetailsSubmission {
  tin: string;
  /** Left out to keep the certificate on file. */
  certificate: File | null;
}

type Saved = Answer<typeof taxDetailsSavedResponse>;

/** The multipart body of PUT /v1/user/tax. */
export function taxDetailsFormData(submission: TaxDetailsSubmission): FormData {
  const body = new FormData();
  body.append('tin', submission.tin);
  if (submission.certificate) body.append('certificate', submission.certificate);
  return body;
}

/**
 * PUT /v1/user/tax (multipart). fetch, not the JSON client: the browser writes the multipart boundary into
 * Content-Type itself, so none is set here.
 */
export async function saveTaxDetails(submission: TaxDetailsSubmission): Promise<Saved> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/v1/user/tax'), {
      method: 'PUT',
      headers: { Accept: 'application/json' },
      credentials: 'include',
      body: taxDetailsFormData(submission),
    });
  } catch {
    throw new ApiError({ status: 0, exception: 'NetworkException', message: defaultErrorMessage });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: a proxy answered
  }
  if (!response.ok) throw toApiError(response.status, json);
  // typed, not parsed again: the server sends its answer through the contract's schema (decision 0036)
  return json as Saved;
}

export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: (answer) => queryClient.setQueryData(taxDetailsKey, { data: answer.data.tax }),
  });
}
