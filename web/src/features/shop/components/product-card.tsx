import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';

/** A product's page address under its creator's page. */
export const productPath = (pageUrl: string, id: string) => `/${pageUrl}/shop/${id}`;

/** What a product costs, as its card and page say it: its price, or "From" its minimum. */
export function usePriceText() {
  const { t } = useTranslation();
  return (product: Pick<Product, 'price' | 'price_mode'>) =>
    product.price_mode === 'pay_what_you_want'
      ? t('shop.card.from', { amount: formatMoney(product.price) })
      : t('shop.card.price', { amount: formatMoney(product.price) });
}

/**
 * A product on the Shop tab: its first image, name and price, and whether it is sold out or the viewer's.
 * `search`: what its page's address carries on (a promo code's link).
 */
export function ProductCard({ product, search = '' }: { product: Product; search?: string }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const [image] = product.images;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={`${productPath(product.creator.page_url, product.id)}${search}`}
      aria-label={`${product.name}, ${priceText(product)}`}
    >
      {image && (
        <Card.Section>
          <AspectRatio ratio={4 / 3}>
            <Image src={image} alt="" />
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap={4} mt={image ? 'sm' : 0}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text fw={600}>{priceText(product)}</Text>
          {product.is_purchased ? (
            <Badge variant="light" color="teal">
              {t('shop.card.owned')}
            </Badge>
          ) : product.stock === 0 ? (
            <Badge variant="light" color="gray">
              {t('shop.card.soldOut')}
            </Badge>
          ) : (
            product.stock !== null && (
              <Badge variant="light">{t('shop.card.left', { count: product.stock })}</Badge>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
