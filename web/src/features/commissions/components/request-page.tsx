import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useUser } from '@/features/auth';
import { usePostPageUrl } from '@/features/creator-page';
import { LoadError } from '@/components/ui/load-error';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { currentPath } from '@/lib/redirect';
import { useCommissionType } from '../api/get-commissions';
import { useTranslation } from '../texts';
import { paymentText, priceText, slotsText } from './commission-words';
import { RequestForm } from './request-form';

/**
 * A commission type's page under its creator's Shop tab: what it is and costs, and the request form for a
 * signed-in supporter while a slot is open. A visitor logs in first and comes back here.
 */
export function RequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const pageUrl = usePostPageUrl();
  const location = useLocation();
  const [search] = useSearchParams();
  const user = useUser();
  const type = useCommissionType(id);
  useDocumentTitle(t('commissions.request.documentTitle', { title: type.data?.title ?? '' }));

  if (user.isSuccess && !user.data) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(currentPath(location))}`} replace />;
  }
  if (type.isPending || user.isPending) {
    return <Loader mx="auto" role="status" aria-label={t('commissions.loading')} />;
  }
  if (type.isError) {
    if (!isApiError(type.error, 'NotFoundException') && !isApiError(type.error, 'ValidationException')) {
      return <LoadError onRetry={() => void type.refetch()} />;
    }
    return (
      <Stack gap="sm">
        <Title order={2}>{t('commissions.request.notFoundTitle')}</Title>
        <Text>{t('commissions.request.notFoundText')}</Text>
        <Button component={Link} to={`/${pageUrl}/shop`} variant="light" w="fit-content" mih={44}>
          {t('commissions.request.backToShop')}
        </Button>
      </Stack>
    );
  }

  const data = type.data;
  const own = user.data?.profile.page_url === data.creator.page_url;
  const taking = data.is_open && data.slots_left > 0;
  return (
    <Stack gap="md">
      {search.get('payment') === 'cancelled' && (
        <Alert color="yellow">{t('commissions.request.cancelled')}</Alert>
      )}
      <Title order={2} style={{ overflowWrap: 'anywhere' }}>
        {data.title}
      </Title>
      <Group gap="xs">
        <Text fw={700} fz="lg">
          {priceText(data)}
        </Text>
        <Badge variant="light" color={taking ? undefined : 'gray'}>
          {slotsText(data)}
        </Badge>
      </Group>
      <Text c="dimmed">{paymentText(data)}</Text>
      {data.description && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <TextWithHashtags>{data.description}</TextWithHashtags>
        </Text>
      )}
      {own ? (
        <Text c="dimmed">{t('commissions.request.own')}</Text>
      ) : !data.is_open ? (
        <Text>{t('commissions.request.closed', { name: data.creator.page_name })}</Text>
      ) : data.slots_left === 0 ? (
        <Text>{t('commissions.request.full')}</Text>
      ) : (
        <RequestForm type={data} />
      )}
    </Stack>
  );
}
