import { Button, Loader, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { CreatorEmptyTab, CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { LoadError } from '@/components/ui/load-error';
import { useShop } from '../api/get-shop';
import { useTranslation } from '../texts';
import { ProductCard } from './product-card';

/** The Shop tab of a creator's page: their products on sale, newest first (decision 0159). */
export function ShopTab() {
  const { t } = useTranslation();
  const { profile } = useCreatorPageContext();
  const shop = useShop(profile.page_url);

  if (shop.isError) return <LoadError onRetry={() => void shop.refetch()} />;
  if (!shop.data) return <Loader mx="auto" role="status" aria-label={t('shop.loading')} />;
  if (shop.data.length === 0) return <CreatorEmptyTab tab="shop" />;

  return (
    <CreatorTabSection
      title={t('creatorPage.tabs.shop')}
      action={
        profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/shop" variant="light">
            {t('shop.manage')}
          </Button>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {shop.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
    </CreatorTabSection>
  );
}
