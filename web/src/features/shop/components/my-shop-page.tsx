import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { useDeleteProduct, useMyProducts } from '../api/my-products';
import { useTranslation } from '../texts';
import { usePriceText } from './product-card';
import { ProductFiles } from './product-files';
import { ProductForm } from './product-form';

/** Dashboard → My Shop: the creator's products, each with its files, and the form that makes or edits one. */
export function MyShopPage() {
  const { t } = useTranslation();
  const products = useMyProducts();
  const remove = useDeleteProduct();
  const priceText = usePriceText();
  // null: no form open; 'new': a new product's; else the id of the product being edited
  const [editing, setEditing] = useState<string | null>(null);
  useDocumentTitle(t('shop.editor.title'));

  const list = products.data ?? [];
  const refusal = isApiError(remove.error) ? remove.error.message : null;
  const form = (product: Product | null) => (
    <ProductForm product={product} others={list} onDone={() => setEditing(null)} />
  );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text c="dimmed" fz="sm">
          {t('shop.editor.eyebrow')}
        </Text>
        <Title order={1}>{t('shop.editor.title')}</Title>
      </Stack>
      <Text>{t('shop.editor.intro')}</Text>
      {editing === 'new' ? (
        form(null)
      ) : (
        <Button w="fit-content" mih={44} onClick={() => setEditing('new')}>
          {t('shop.editor.add')}
        </Button>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Loader mx="auto" role="status" aria-label={t('shop.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('shop.editor.none')}</Text>
      ) : (
        list.map((product) =>
          editing === product.id ? (
            <div key={product.id}>{form(product)}</div>
          ) : (
            <Paper key={product.id} withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {product.name}
                  </Text>
                  <Group gap="xs">
                    {product.status === 'archived' && <Badge color="gray">{t('shop.editor.archived')}</Badge>}
                    <Text fw={600}>{priceText(product)}</Text>
                  </Group>
                </Group>
                <Text c="dimmed" fz="sm">
                  {t('shop.editor.sales', { count: product.sale_count })}
                  {product.stock !== null && ` · ${t('shop.card.left', { count: product.stock })}`}
                </Text>
                <ProductFiles product={product} />
                <Group gap="sm">
                  <Button variant="light" mih={44} onClick={() => setEditing(product.id)}>
                    {t('shop.editor.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    mih={44}
                    loading={remove.isPending && remove.variables === product.id}
                    onClick={() =>
                      remove.mutate(product.id, { onSuccess: () => notifySuccess(t('shop.editor.deleted')) })
                    }
                  >
                    {t('shop.editor.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ),
        )
      )}
    </Stack>
  );
}
