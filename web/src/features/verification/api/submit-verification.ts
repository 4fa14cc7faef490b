import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  identityFileFields,
  type IdentityVerificationForm,
  type identityVerificationSubmittedResponse,
} from '@pixel/contract';
import { type Answer, ApiError, buildUrl, defaultErrorMessage, toApiError } from '@/lib/api-client';
import { verificationKey } from './get-verification';

export type VerificationSubmission = IdentityVerificationForm & {
  id_front: File;
  /** Left out for an ID without a back (a passport): the server would not keep it. */
  id_back?: File | null | undefined;
  selfie: File;
};

type Submitted = Answer<typeof identityVerificationSubmittedResponse>;

/** The multipart body of POST /v1/user/verification: the text fields, then the photos. */
export function verificationFormData(submission: VerificationSubmission): FormData {
  const body = new FormData();
  body.append('legal_name', submission.legal_name);
  body.append('birth_date', submission.birth_date);
  body.append('address', submission.address);
  body.append('id_type', submission.id_type);
  body.append(identityFileFields.front, submission.id_front);
  if (submission.id_back) body.append(identityFileFields.back, submission.id_back);
  body.append(identityFileFields.selfie, submission.selfie);
  return body;
}

/**
 * POST /v1/user/verification (multipart). fetch, not the JSON client: the browser writes the multipart
 * boundary into Content-Type itself, so none is set here.
 */
export async function submitVerification(submission: VerificationSubmission): Promise<Submitted> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/v1/user/verification'), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
      body: verificationFormData(submission),
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
  return json as Submitted;
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    // the page turns to "We are checking your details" from the answer, without asking again
    onSuccess: (answer) => queryClient.setQueryData(verificationKey, { data: answer.data.verification }),
    // a 409 (one is pending, or it is approved already): the state read again shows which
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: verificationKey });
      }
    },
  });
}
