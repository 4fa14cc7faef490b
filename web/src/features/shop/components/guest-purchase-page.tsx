import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useUser } from '@/features/auth';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { currentPath } from '@/lib/redirect';
import { useAttachGuestPurchase, useGuestPurchase } from '../api/get-library';
import { useTranslation } from '../texts';
import { LibraryItemCard } from './library-item';

/**
 * The page a guest's mailed link opens (decision 0159): what they bought and its files' downloads, and
 * Add to my account for a signed-in person (the link is spent then), Log in for anyone else.
 */
export function GuestPurchasePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const purchase = useGuestPurchase(token);
  const attach = useAttachGuestPurchase();
  useDocumentTitle(t('shop.guest.documentTitle'));

  const frame = (title: string, body: ReactNode) => (
    // the page's own margins: it is drawn outside the layouts that give one
    <Stack gap="lg" maw={560 + 32} w="100%" mx="auto" px="md" py="lg">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );

  if (purchase.isPending) return <Loader mx="auto" my="xl" role="status" aria-label={t('shop.loading')} />;
  if (purchase.isError) {
    const invalid =
      isApiError(purchase.error, 'NotFoundException') || isApiError(purchase.error, 'ValidationException');
    if (!invalid) return frame(t('shop.guest.title'), <LoadError onRetry={() => void purchase.refetch()} />);
    return frame(
      t('shop.guest.invalidTitle'),
      <Stack gap="sm">
        <Text>{t('shop.guest.invalidText')}</Text>
        <Button component={Link} to="/dashboard/downloads" variant="light" w="fit-content" mih={44}>
          {t('shop.product.openLibrary')}
        </Button>
      </Stack>,
    );
  }

  const refusal = isApiError(attach.error) ? attach.error.message : null;
  return frame(
    t('shop.guest.title'),
    <Stack gap="md">
      <LibraryItemCard item={purchase.data} />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Text c="dimmed">{t('shop.guest.attachHint')}</Text>
      {user.data ? (
        <Button
          mih={44}
          w="fit-content"
          loading={attach.isPending}
          onClick={() => attach.mutate(token, { onSuccess: () => void navigate('/dashboard/downloads') })}
        >
          {t('shop.guest.attach')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={`/auth/login?redirect=${encodeURIComponent(currentPath(location))}`}
          variant="light"
          w="fit-content"
          mih={44}
        >
          {t('shop.guest.signIn')}
        </Button>
      )}
    </Stack>,
  );
}
