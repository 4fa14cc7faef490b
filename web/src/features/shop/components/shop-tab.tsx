import { Button, Loader, SimpleGrid } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CommissionsSection, useCreatorCommissions } from '@/features/commissions';
import { CreatorEmptyTab, CreatorTabSection, useCreatorPageContext } from '@/features/creator-page';
import { LoadError } from '@/components/ui/load-error';
import { useShop } from '../api/get-shop';
import { useTranslation } from '../texts';
import { ProductCard } from './product-card';

/**
 * The Shop tab of a creator's page: their products on sale, newest first (decision 0159). A promo code's
 * link (`?code=`) goes on to each product's page, whose buy form fills it in (decision 0166). Under them,
 * the commissions they offer (decision 0165).
 */
export function ShopTab() {
  const { t } = useTranslation();
  const { profile } = useCreatorPageContext();
  const shop = useShop(profile.page_url);
  const commissions = useCreatorCommissions(profile.page_url);
  const code = useSearchParams()[0].get('code')?.trim();

  if (shop.isError) return <LoadError onRetry={() => void shop.refetch()} />;
  if (!shop.data || commissions.isPending) {
    return <Loader mx="auto" role="status" aria-label={t('shop.loading')} />;
  }
  // commissions that could not be loaded say so in their part, under the products
  if (shop.data.length === 0 && commissions.data?.length === 0) return <CreatorEmptyTab tab="shop" />;

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
      {shop.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {shop.data.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              search={code ? `?code=${encodeURIComponent(code)}` : ''}
            />
          ))}
        </SimpleGrid>
      )}
      <CommissionsSection pageUrl={profile.page_url} isOwner={profile.is_owner} />
    </CreatorTabSection>
  );
}
