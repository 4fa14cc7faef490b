import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityFileFields, type IdentityVerificationForm, verificationCalls } from '@pixel/contract';
import { ApiError, call } from '@/lib/api-client';
import { verificationKey } from './get-verification';

export type VerificationSubmission = IdentityVerificationForm & {
  id_front: File;
  /** Left out for an ID without a back (a passport): the server would not keep it. */
  id_back?: File | null | undefined;
  selfie: File;
};

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

/** POST /v1/user/verification (multipart). */
export const submitVerification = (submission: VerificationSubmission) =>
  call(verificationCalls.submit, { body: verificationFormData(submission) });

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
