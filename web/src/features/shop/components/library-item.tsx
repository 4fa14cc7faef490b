import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LibraryItem } from '@pixel/contract';
import { useTranslation } from '../texts';
import { formatSize } from './file-size';
import { productPath } from './product-card';

/** A product in a library: its name and creator, and each file's download with what is left of today's. */
export function LibraryItemCard({ item }: { item: LibraryItem }) {
  const { t } = useTranslation();
  const { product } = item;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor component={Link} to={productPath(product.creator.page_url, product.id)} fw={700}>
            {product.name}
          </Anchor>
          {item.status === 'refunded' && <Badge color="gray">{t('shop.library.refunded')}</Badge>}
        </Group>
        <Text c="dimmed" fz="sm">
          {product.creator.page_name}
          {item.through && ` · ${t('shop.library.through', { name: item.through.name })}`}
        </Text>
        <Stack gap={6}>
          {item.files.map((file) => (
            <Group key={file.id} gap="xs" justify="space-between" wrap="wrap">
              {file.downloads_left > 0 ? (
                <Anchor
                  href={file.url}
                  download={file.name}
                  aria-label={t('shop.library.download', { name: file.name })}
                  style={{
                    overflowWrap: 'anywhere',
                    minHeight: 44,
                    display: 'inline-flex',
                    alignItems: 'center',
                  }}
                >
                  {file.name} ({formatSize(file.size)})
                </Anchor>
              ) : (
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {file.name} ({formatSize(file.size)})
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {file.downloads_left > 0
                  ? t('shop.library.left', { count: file.downloads_left })
                  : t('shop.library.noneLeft')}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
