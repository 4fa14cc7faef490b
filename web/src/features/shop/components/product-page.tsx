import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Group,
  Image,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useUser } from '@/features/auth';
import { usePostPageUrl } from '@/features/creator-page';
import { photoPostPath } from '@/features/content';
import { LoadError } from '@/components/ui/load-error';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useProduct } from '../api/get-product';
import { useTranslation } from '../texts';
import { BuyForm } from './buy-form';
import { formatSize } from './file-size';
import { usePriceText } from './product-card';

/** A product's page under its creator's page: its images, words, files and what it includes, and Buy. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const pageUrl = usePostPageUrl();
  const [search] = useSearchParams();
  const product = useProduct(id);
  const user = useUser();
  const priceText = usePriceText();
  useDocumentTitle(t('shop.product.documentTitle', { name: product.data?.name ?? '' }));

  if (product.isPending) return <Loader mx="auto" role="status" aria-label={t('shop.loading')} />;
  if (product.isError) {
    if (!isApiError(product.error, 'NotFoundException')) {
      return <LoadError onRetry={() => void product.refetch()} />;
    }
    return (
      <Stack gap="sm">
        <Title order={2}>{t('shop.product.notFoundTitle')}</Title>
        <Text>{t('shop.product.notFoundText')}</Text>
        <Button component={Link} to={`/${pageUrl}/shop`} variant="light" w="fit-content" mih={44}>
          {t('shop.product.backToShop')}
        </Button>
      </Stack>
    );
  }

  const data = product.data;
  const own = user.data?.profile.page_url === data.creator.page_url;
  const paid = search.get('purchase') === 'paid';
  const cancelled = search.get('purchase') === 'cancelled';
  return (
    <Stack gap="md">
      {paid && <Alert color="teal">{t('shop.product.paid')}</Alert>}
      {cancelled && <Alert color="yellow">{t('shop.product.cancelled')}</Alert>}
      <Title order={2} style={{ overflowWrap: 'anywhere' }}>
        {data.name}
      </Title>
      {data.images.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(2, data.images.length) }} spacing="sm">
          {data.images.map((image) => (
            <AspectRatio key={image} ratio={4 / 3}>
              <Image src={image} alt="" radius="md" />
            </AspectRatio>
          ))}
        </SimpleGrid>
      )}
      <Group gap="xs">
        <Text fw={700} fz="lg">
          {data.price_mode === 'pay_what_you_want'
            ? t('shop.product.payWhatYouWant', { amount: formatMoney(data.price) })
            : priceText(data)}
        </Text>
        {data.one_per_buyer && <Badge variant="light">{t('shop.product.onePerBuyer')}</Badge>}
        {data.stock !== null && (
          <Badge variant="light" color={data.stock === 0 ? 'gray' : undefined}>
            {data.stock === 0 ? t('shop.card.soldOut') : t('shop.card.left', { count: data.stock })}
          </Badge>
        )}
      </Group>
      {data.description && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <TextWithHashtags>{data.description}</TextWithHashtags>
        </Text>
      )}
      {data.files.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('shop.product.files')}
          </Title>
          <List>
            {data.files.map((file) => (
              <List.Item key={file.id} style={{ overflowWrap: 'anywhere' }}>
                {file.name} ({formatSize(file.size)})
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {(data.includes.posts.length > 0 || data.includes.products.length > 0) && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('shop.product.includes')}
          </Title>
          <List>
            {data.includes.posts.map((post) => (
              <List.Item key={post.id}>
                <Link to={photoPostPath(data.creator.page_url, post.type, post.id)}>
                  {t('shop.product.includesPost')}
                </Link>
              </List.Item>
            ))}
            {data.includes.products.map((included) => (
              <List.Item key={included.id}>
                <Link to={`/${data.creator.page_url}/shop/${included.id}`}>{included.name}</Link>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {data.is_purchased ? (
        <Stack gap="xs">
          <Text>{t('shop.product.owned')}</Text>
          <Button component={Link} to="/dashboard/downloads" variant="light" w="fit-content" mih={44}>
            {t('shop.product.openLibrary')}
          </Button>
        </Stack>
      ) : own ? (
        <Text c="dimmed">{t('shop.product.own')}</Text>
      ) : (
        data.stock !== 0 && data.status === 'active' && <BuyForm product={data} />
      )}
    </Stack>
  );
}
