import { useMutation, useQuery } from '@tanstack/react-query';
import { type AnswerOf, commissionLimits, commissionsCalls } from '@pixel/contract';
import { call, pathOf } from '@/lib/api-client';
import { postImage, type UploadProgress } from '@/lib/upload-image';
import { commissionsKey } from './get-commissions';
import { useRefreshCommissions } from './my-types';

/** GET /v1/user/commissions/received: the requests the creator was asked, paid ones only. */
export const getReceived = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(commissionsCalls.received, { signal })).data;

export const useReceived = () =>
  useQuery({ queryKey: [...commissionsKey, 'received'], queryFn: ({ signal }) => getReceived({ signal }) });

/** The creator's answer and steps, each POST /v1/user/commissions/received/{id}/<step>. */
export type RequestStep = 'accept' | 'decline' | 'start' | 'askBalance' | 'deliver';

export const takeStep = ({ id, step }: { id: string; step: RequestStep }) =>
  call(commissionsCalls[step], { params: { id } });

export const useTakeStep = () => {
  const refresh = useRefreshCommissions();
  return useMutation({ mutationFn: takeStep, onSettled: refresh });
};

/**
 * POST /v1/user/commissions/received/{id}/files (multipart, field `file`): one file of the delivery, up to
 * 200 MB, its progress told as it travels.
 */
export const uploadDeliveryFile = ({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File;
  onProgress?: UploadProgress;
}) =>
  postImage<AnswerOf<typeof commissionsCalls.uploadFile>>(
    pathOf(commissionsCalls.uploadFile.path, { id }),
    file,
    { field: commissionLimits.fileField, ...(onProgress && { onProgress }) },
  );

export const useUploadDeliveryFile = () => {
  const refresh = useRefreshCommissions();
  return useMutation({ mutationFn: uploadDeliveryFile, onSettled: refresh, onError: () => undefined });
};

/** DELETE /v1/user/commissions/received/{id}/files/{file_id}: a file not delivered yet. */
export const removeDeliveryFile = ({ id, fileId }: { id: string; fileId: string }) =>
  call(commissionsCalls.removeFile, { params: { id, file_id: fileId } });

export const useRemoveDeliveryFile = () => {
  const refresh = useRefreshCommissions();
  return useMutation({ mutationFn: removeDeliveryFile, onSettled: refresh, onError: () => undefined });
};
