import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { shopKey } from './get-shop';

/** GET /v1/user/shop/library: the products the user holds, with their files' short-lived addresses. */
export const getLibrary = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(shopCalls.library, { signal })).data;

export const libraryQueryOptions = () =>
  queryOptions({
    queryKey: [...shopKey, 'library'],
    queryFn: ({ signal }) => getLibrary({ signal }),
    // the addresses live minutes: asked again when the page is opened again
    staleTime: 0,
  });

export const useLibrary = () => useQuery(libraryQueryOptions());

/** GET /v1/shop/guest/{token}: a guest's purchase and its files, read with the mailed link. */
export const getGuestPurchase = async ({ token, signal }: { token: string; signal?: AbortSignal }) =>
  (await call(shopCalls.guest, { params: { token }, signal })).data;

export const useGuestPurchase = (token: string) =>
  useQuery({
    queryKey: [...shopKey, 'guest', token],
    queryFn: ({ signal }) => getGuestPurchase({ token, signal }),
    retry: false,
  });

/** POST /v1/shop/guest/{token}/attach: the guest's purchase becomes the signed-in account's; the link is spent. */
export const attachGuestPurchase = (token: string) => call(shopCalls.attach, { params: { token } });

/** POST /v1/user/shop/attach: every guest purchase made with the account's verified email. */
export const attachByEmail = () => call(shopCalls.attachByEmail, {});

export const useAttachGuestPurchase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachGuestPurchase,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shopKey }),
    onError: () => undefined,
  });
};

export const useAttachByEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachByEmail,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shopKey }),
    onError: () => undefined,
  });
};
