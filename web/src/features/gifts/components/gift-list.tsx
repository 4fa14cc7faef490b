import { Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { isDrawingFirstScreen } from '@/lib/first-screen';
import { useCreatorGifts } from '../api/get-creator-gifts';
import { GiftCard } from './gift-card';
import type { GiftCreator } from './gift-creator';

/** The latest gifts of a creator's page, newest first, with Load more. */
export function GiftList({ creator, isOwner }: { creator: GiftCreator; isOwner: boolean }) {
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
        Latest gifts
      </Title>
      {!data && !gifts.isError ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading gifts">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={84} radius="lg" />
          ))}
        </Stack>
      ) : gifts.isError ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack align="center" gap="xs">
            <Text c="dimmed">Unable to load gifts.</Text>
            <Button variant="light" size="xs" onClick={() => void gifts.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {isOwner
              ? 'Gifts from your supporters will show here.'
              : `No gifts yet. Be the first to support ${creator.page_name}!`}
          </Text>
        </Paper>
      ) : (
        <>
          {items.map((gift) => (
            <GiftCard key={gift.id} gift={gift} creator={creator} isOwner={isOwner} />
          ))}
          {gifts.hasNextPage && (
            <Center>
              <Button
                variant="default"
                loading={gifts.isFetchingNextPage}
                onClick={() => void gifts.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
