import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAttachByEmail, useLibrary } from '../api/get-library';
import { useTranslation } from '../texts';
import { LibraryItemCard } from './library-item';

/** Dashboard → My downloads: the products the user bought (or a bundle gave them), with their files. */
export function LibraryPage() {
  const { t } = useTranslation();
  const library = useLibrary();
  const attach = useAttachByEmail();
  useDocumentTitle(t('shop.library.title'));

  return (
    <Stack gap="md">
      <Title order={1}>{t('shop.library.title')}</Title>
      <Text c="dimmed">{t('shop.library.intro')}</Text>
      {library.isError ? (
        <LoadError onRetry={() => void library.refetch()} />
      ) : !library.data ? (
        <Loader mx="auto" role="status" aria-label={t('shop.loading')} />
      ) : library.data.length === 0 ? (
        <Text>{t('shop.library.none')}</Text>
      ) : (
        library.data.map((item) => (
          <LibraryItemCard key={`${item.purchase_id}:${item.product.id}`} item={item} />
        ))
      )}
      {attach.data && (
        <Alert color={attach.data.data.attached ? 'teal' : 'gray'} role="status">
          {attach.data.data.attached === 0
            ? t('shop.library.attachedNone')
            : attach.data.data.attached === 1
              ? t('shop.library.attachedOne')
              : t('shop.library.attachedMany', { count: attach.data.data.attached })}
        </Alert>
      )}
      <Button
        variant="light"
        w="fit-content"
        mih={44}
        loading={attach.isPending}
        onClick={() => attach.mutate()}
      >
        {t('shop.library.attachByEmail')}
      </Button>
    </Stack>
  );
}
