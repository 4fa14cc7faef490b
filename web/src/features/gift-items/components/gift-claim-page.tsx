import { Alert, Avatar, Blockquote, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { GiftItem } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { photoPostPath } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, isApiError } from '@/lib/api-client';
import { avatarSource } from '@/lib/avatar';
import { formatDate, formatManilaDateTime } from '@/lib/dates';
import { currentPath } from '@/lib/redirect';
import { useClaimGiftItem } from '../api/claim-gift-item';
import { useGiftClaim } from '../api/get-gift-claim';
import { i18n, useTranslation } from '../texts';
import { periodName } from './gift-words';

type ClaimView = NonNullable<ReturnType<typeof useGiftClaim>['data']>;
type Claimed = { gift: GiftItem; membership_ends_at: string | null };

/** Whose gift, what it is, from whom, its message, and until when it can be claimed. */
function GiftSummary({ view }: { view: ClaimView }) {
  const { t } = useTranslation();
  const { creator } = view;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={avatarSource(creator)} name={creator.page_name} color="initials" alt="" size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {view.kind === 'membership'
                ? t('giftItems.claim.membershipOf', {
                    name: creator.page_name,
                    tier: view.tier_name ?? '',
                    period: periodName(view.months ?? 1),
                  })
                : t('giftItems.claim.postOf', { name: creator.page_name })}
            </Text>
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('giftItems.claim.from', { name: view.from_name })}
            </Text>
          </Stack>
        </Group>
        {view.message && (
          <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {view.message}
          </Blockquote>
        )}
      </Stack>
    </Paper>
  );
}

/** Why a gift cannot be claimed any more, or not yet; null when it can be. */
function closedText(view: ClaimView, now = Date.now()): string | null {
  if (view.status === 'claimed') return i18n.t('giftItems.claim.alreadyClaimed');
  if (view.status === 'refunded' || view.status === 'cancelled') return i18n.t('giftItems.claim.refunded');
  if (view.status !== 'delivered') return i18n.t('giftItems.claim.notYet');
  if (view.expires_at && Date.parse(view.expires_at) <= now) {
    return i18n.t('giftItems.claim.expired', { date: formatManilaDateTime(view.expires_at) });
  }
  return null;
}

/**
 * The page a gift's link opens (decision 0153): what the gift is and from whom, to anyone with the link;
 * Claim for the signed-in recipient, Log in / Sign up to claim for a visitor (coming back here after logging
 * in). Claimed, refunded, expired, meant for another account or not a gift's link: each says so.
 */
export function GiftClaimPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const location = useLocation();
  const user = useUser();
  const gift = useGiftClaim(token);
  const claim = useClaimGiftItem();
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t('giftItems.claim.documentTitle'));

  const frame = (title: string, body: ReactNode) => (
    // the page's own margins: it is drawn outside the layouts that give one
    <Stack gap="lg" maw={480 + 32} w="100%" mx="auto" px="md" py="lg">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );

  if (gift.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-label={t('giftItems.claim.loading')}>
        <Loader type="dots" aria-hidden="true" />
      </Stack>
    );
  }

  if (gift.isError) {
    const invalid =
      isApiError(gift.error, 'NotFoundException') || isApiError(gift.error, 'ValidationException');
    return frame(
      invalid ? t('giftItems.claim.invalidTitle') : t('giftItems.claim.loadError'),
      <Stack gap="sm">
        {invalid ? (
          <>
            <Text>{t('giftItems.claim.invalidText')}</Text>
            <Button component={Link} to="/" variant="light" mih={44}>
              {t('giftItems.claim.goHome')}
            </Button>
          </>
        ) : (
          <Button variant="light" mih={44} onClick={() => void gift.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>,
    );
  }

  const view = gift.data;

  if (claimed) {
    const { creator } = view;
    const post = claimed.gift.post;
    return frame(
      t('giftItems.claim.claimedTitle'),
      <Stack gap="md">
        <GiftSummary view={view} />
        <Alert color="teal" variant="light" role="status">
          {claimed.membership_ends_at
            ? t('giftItems.claim.memberUntil', { date: formatDate(claimed.membership_ends_at) })
            : t('giftItems.claim.postOpen')}
        </Alert>
        {post ? (
          <Button
            component={Link}
            to={photoPostPath(creator.page_url, post.type, post.id)}
            variant="gradient"
            mih={44}
          >
            {t('giftItems.claim.openPost')}
          </Button>
        ) : (
          <Button component={Link} to={`/${creator.page_url}`} variant="gradient" mih={44}>
            {t('giftItems.claim.openPage', { name: creator.page_name })}
          </Button>
        )}
      </Stack>,
    );
  }

  const closed = closedText(view);
  if (closed) {
    return frame(
      t('giftItems.claim.title'),
      <Stack gap="md">
        <GiftSummary view={view} />
        <Alert color="gray" variant="light">
          {closed}
        </Alert>
      </Stack>,
    );
  }

  const signedIn = user.data ?? null;
  const forOther = signedIn && view.for_page_url && signedIn.profile.page_url !== view.for_page_url;
  const back = encodeURIComponent(currentPath(location));
  const loginPath = `/auth/login?redirect=${back}`;

  const send = () => {
    if (claim.isPending) return;
    setRefusal(null);
    claim.mutate(
      { token },
      {
        onSuccess: ({ data }) => setClaimed(data),
        onError: (error) => {
          setRefusal(error instanceof ApiError ? error.message : t('giftItems.claim.loadError'));
          // claimed or gone meanwhile (another tab, another tap): the page says so
          if (isApiError(error, 'ConflictException')) void gift.refetch();
        },
      },
    );
  };

  let action: ReactNode;
  if (!signedIn) {
    action = (
      <Stack gap="sm">
        <Button component={Link} to={loginPath} variant="gradient" size="md" mih={44}>
          {t('giftItems.claim.logIn')}
        </Button>
        <Button component={Link} to={`/auth/sign-up?redirect=${back}`} variant="default" size="md" mih={44}>
          {t('giftItems.claim.signUp')}
        </Button>
        <Text fz="sm" c="dimmed">
          {t('giftItems.claim.newHere')}
        </Text>
      </Stack>
    );
  } else if (forOther) {
    action = (
      <Alert color="yellow" variant="light">
        {t('giftItems.claim.forPage', { page: view.for_page_url ?? '' })}
      </Alert>
    );
  } else {
    action = (
      <Button variant="gradient" size="md" mih={44} loading={claim.isPending} onClick={send}>
        {t('giftItems.claim.claim')}
      </Button>
    );
  }

  return frame(
    t('giftItems.claim.title'),
    <Stack gap="md">
      <GiftSummary view={view} />
      {view.expires_at && (
        <Text fz="sm" c="dimmed">
          {t('giftItems.claim.until', { date: formatManilaDateTime(view.expires_at) })}
        </Text>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      {action}
    </Stack>,
  );
}
