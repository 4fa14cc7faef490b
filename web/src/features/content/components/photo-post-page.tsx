import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PhotoType } from '@pixel/contract';
import { BackLink, PostPageFallback } from '@/components/screens/post-page-fallback';
import { useUser } from '@/features/auth';
import { usePostPageUrl } from '@/features/creator-page';
import { GiftPostButton } from '@/features/gift-items';
import { isApiError } from '@/lib/api-client';
import { notifyInfo, notifySuccess } from '@/lib/notifications';
import { photoPostQueryOptions, usePhotoPost } from '../api/get-photo-post';
import { invalidatePhotoContent } from '../api/photo-content-key';
import { usePurchaseStatus } from '../api/get-purchase-status';
import { photoPostLink, snapTabPath } from '../lib/post-paths';
import { i18n, useTranslation } from '../texts';
import { PhotoPostCard } from './photo-post-card';
import { copyPostLink } from './post-actions';
import { useRefreshOnImageError } from './use-fresh-images';

/** How often, and for how long, a returning buyer's post is asked again until it is theirs. */
export const purchasePolling = { interval: 2000, timeout: 30_000 } as const;

const returnParams = ['purchase', 'reference'] as const;

/**
 * A post's own page (/{page_url}/pixel-snap/image/{id}, …/collection/{id}). Back from the checkout
 * (`?reference=`), it asks again until the viewer owns the post, then shows the photos.
 */
export function PhotoPostPage({ type }: { type: PhotoType }) {
  const { t } = useTranslation();
  const pageUrl = usePostPageUrl();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const reference = searchParams.get('reference');
  const outcome = searchParams.get('purchase');
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const awaiting = reference !== null && outcome !== 'cancelled';

  const post = usePhotoPost({
    pageUrl,
    type,
    id,
    awaitPurchase: awaiting ? { startedAt, ...purchasePolling } : undefined,
  });
  const payment = usePurchaseStatus({
    reference: awaiting ? reference : null,
    startedAt,
    ...purchasePolling,
  });
  const postKey = photoPostQueryOptions({ pageUrl, type, id }, user.data?.id ?? null).queryKey;
  const refreshImages = useRefreshOnImageError(postKey);
  const purchased = post.data?.is_purchased === true;
  const paymentStatus = payment.data?.status;
  const { refetch } = post;

  // the payment settled: the post is asked for again at once rather than at the next tick
  useEffect(() => {
    if (paymentStatus === 'paid') void refetch();
  }, [paymentStatus, refetch]);

  // a clock for the "still confirming" notice once polling has given up
  useEffect(() => {
    if (!awaiting || purchased) return;
    const timer = setInterval(() => setNow(Date.now()), purchasePolling.interval);
    return () => clearInterval(timer);
  }, [awaiting, purchased]);

  // Strict Mode runs an effect twice; the second run must not show a second notice
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const key = `${outcome}|${reference}`;
    const done = outcome === 'cancelled' || (awaiting && purchased);
    if (!done || handled.current === key) return;
    handled.current = key;
    if (outcome === 'cancelled')
      notifyInfo(i18n.t('content.postPage.cancelled'), i18n.t('content.postPage.cancelledTitle'));
    else {
      notifySuccess(i18n.t('content.postPage.received'), i18n.t('content.postPage.receivedTitle'));
      void invalidatePhotoContent(queryClient);
    }
    setSearchParams(
      (params) => {
        returnParams.forEach((name) => params.delete(name));
        return params;
      },
      { replace: true },
    );
  }, [outcome, reference, awaiting, purchased, queryClient, setSearchParams]);

  // an answer of the query re-renders at once and in one piece; the post is drawn from a deferred copy, in
  // slices a phone can answer a tap between, the skeleton staying until it is ready
  const shownPost = useDeferredValue(post.data);

  const back = <BackLink to={snapTabPath(pageUrl)}>{t('content.postPage.back')}</BackLink>;
  if (post.isError || !shownPost)
    return (
      <PostPageFallback
        back={back}
        post={post}
        skeletonHeight={420}
        isGone={(error) => isApiError(error, 'NotFoundException')}
      />
    );

  const link = photoPostLink(pageUrl, type, id);
  const gaveUp = now - startedAt >= purchasePolling.timeout;

  return (
    <Stack component="section" gap="md" aria-label={t('content.postPage.label')}>
      {back}
      {awaiting && !purchased && (
        <Alert color="pixel" variant="light" role="status">
          {gaveUp ? (
            <Group gap="sm" justify="space-between">
              <Text fz="sm">{t('content.postPage.stillConfirming')}</Text>
              <Button size="xs" variant="light" onClick={() => void post.refetch()}>
                {t('content.postPage.checkAgain')}
              </Button>
            </Group>
          ) : (
            <Group gap="sm" wrap="nowrap">
              <Loader size="xs" aria-hidden="true" />
              <Text fz="sm">{t('content.postPage.confirming')}</Text>
            </Group>
          )}
        </Alert>
      )}
      <PhotoPostCard
        post={shownPost}
        linkToPost={false}
        onImageError={refreshImages}
        onChanged={() => void post.refetch()}
        onDeleted={() => navigate(snapTabPath(pageUrl))}
        onReactionsChange={(totals) =>
          queryClient.setQueryData(postKey, (current) => current && { ...current, reactions: totals })
        }
      />
      <GiftPostButton post={shownPost} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('content.postPage.shareLink')}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => void copyPostLink(shownPost)}>
          {t('content.postPage.copyLink')}
        </Button>
      </Group>
    </Stack>
  );
}
