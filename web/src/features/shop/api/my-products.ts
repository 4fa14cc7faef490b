import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerOf,
  shopCalls,
  type ProductRequest,
  type ProductUpdateRequest,
  shopLimits,
} from '@pixel/contract';
import { call, pathOf } from '@/lib/api-client';
import { postImage, type UploadProgress } from '@/lib/upload-image';
import { shopKey } from './get-shop';

/** GET /v1/user/shop/products: the creator's own products, archived ones included. */
export const getMyProducts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(shopCalls.myProducts, { signal })).data;

export const myProductsQueryOptions = () =>
  queryOptions({ queryKey: [...shopKey, 'mine'], queryFn: ({ signal }) => getMyProducts({ signal }) });

export const useMyProducts = () => useQuery(myProductsQueryOptions());

/** Every shop answer is asked again after a change: the creator's list, their shop and the product's page. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: shopKey });
};

/** POST /v1/user/shop/products, or PUT /v1/user/shop/products/{id} when `id` is given. */
export const saveProduct = ({ id, body }: { id?: string; body: ProductRequest | ProductUpdateRequest }) =>
  id ? call(shopCalls.update, { params: { id }, body }) : call(shopCalls.create, { body });

export const useSaveProduct = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveProduct, onSettled: refresh, onError: () => undefined });
};

/** DELETE /v1/user/shop/products/{id}: a product nobody bought. */
export const deleteProduct = (id: string) => call(shopCalls.remove, { params: { id } });

export const useDeleteProduct = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteProduct, onSettled: refresh, onError: () => undefined });
};

/**
 * POST /v1/user/shop/products/{id}/files (multipart, field `file`): one file, up to 200 MB, its progress
 * told as it travels.
 */
export const uploadProductFile = ({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File;
  onProgress?: UploadProgress;
}) =>
  postImage<AnswerOf<typeof shopCalls.uploadFile>>(pathOf(shopCalls.uploadFile.path, { id }), file, {
    field: shopLimits.fileField,
    ...(onProgress && { onProgress }),
  });

export const useUploadProductFile = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: uploadProductFile, onSettled: refresh, onError: () => undefined });
};

/** DELETE /v1/user/shop/products/{id}/files/{file_id}: a file of a product nobody bought. */
export const removeProductFile = ({ id, fileId }: { id: string; fileId: string }) =>
  call(shopCalls.removeFile, { params: { id, file_id: fileId } });

export const useRemoveProductFile = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeProductFile, onSettled: refresh, onError: () => undefined });
};
