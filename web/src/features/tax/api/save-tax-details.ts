import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { taxDetailsKey } from './get-tax-details';

export interface TaxDetailsSubmission {
  tin: string;
  /** Left out to keep the certificate on file. */
  certificate: File | null;
}

/** The multipart body of PUT /v1/user/tax. */
export function taxDetailsFormData(submission: TaxDetailsSubmission): FormData {
  const body = new FormData();
  body.append('tin', submission.tin);
  if (submission.certificate) body.append('certificate', submission.certificate);
  return body;
}

/** PUT /v1/user/tax (multipart). */
export const saveTaxDetails = (submission: TaxDetailsSubmission) =>
  call(taxCalls.save, { body: taxDetailsFormData(submission) });

export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: (answer) => queryClient.setQueryData(taxDetailsKey, { data: answer.data.tax }),
  });
}
