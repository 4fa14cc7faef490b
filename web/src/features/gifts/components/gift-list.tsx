import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { ListSkeleton, LoadMoreButton } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { isDrawingFirstScreen } from '@/lib/first-screen';
import { useCreatorGifts } from '../api/get-creator-gifts';
import { GiftCard } from './gift-card';
import type { GiftCreator } from './gift-creator';
import { useTranslation } from '@/lib/translation';

/** The latest gifts of a creator's page, newest first, with Load more. */
export function GiftList({ creator, isOwner }: { creator: GiftCreator; isOwner: boolean }) {
  const { t } = useTranslation();
  const gifts = useCreatorGifts(creator.page_url);
  // an answer of the query re-renders at once and in one piece; the cards are drawn from a deferred copy,
  // in slices a phone can answer a tap between, and, on the app's first screen (which brought its first
  // gifts with it), just after its first commit rather than inside it: React draws a first value of null
  // there, and the data in a render of its own; mounted later, the list draws what it has at once
  const [firstScreen] = useState(isDrawingFirstScreen);
  const data = useDeferredValue(gifts.data, firstScreen ? null : undefined);
  const items = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack component="section" gap="md" aria-labelledby="latest-gifts">
      <Title order={2} fz="xl" id="latest-gifts">
        {t('gifts.list.title')}
      </Title>
      {!data && !gifts.isError ? (
        <ListSkeleton label={t('gifts.list.loading')} rows={3} height={84} />
      ) : gifts.isError ? (
        <LoadError title={null} onRetry={() => void gifts.refetch()}>
          {t('gifts.list.loadError')}
        </LoadError>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {isOwner ? t('gifts.list.emptyOwner') : t('gifts.list.emptyVisitor', { name: creator.page_name })}
          </Text>
        </Paper>
      ) : (
        <>
          {items.map((gift) => (
            <GiftCard key={gift.id} gift={gift} creator={creator} isOwner={isOwner} />
          ))}
          <LoadMoreButton list={gifts} />
        </>
      )}
    </Stack>
  );
}
