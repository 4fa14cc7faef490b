import { Alert, Badge, Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminPost } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { PagePagination } from '@/components/ui/page-pagination';
import { isApiError } from '@/lib/api-client';
import { formatCount, formatMoney } from '@/lib/money';
import { whileReplaced } from '@/components/ui/list-states';
import { usePersonPosts, type PostChange } from '../api/posts';
import { DataTable, type Column } from './data-table';
import { PostModerationModal } from './post-moderation-modal';
import { PostThumbnail, postName } from './post-thumbnail';
import { postAudienceLabels, postKindLabels } from './wording';

type Changing = { post: AdminPost; change: PostChange };

/** The post's preview and text, with Hidden and why when staff hid it: spans, as a phone's card heads with it. */
function PostCell({ post }: { post: AdminPost }) {
  return (
    <Box
      component="span"
      style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'flex-start' }}
    >
      <PostThumbnail post={post} />
      <Box component="span" style={{ display: 'block', minWidth: 0 }}>
        <Text
          component="span"
          fz="sm"
          c={post.text ? undefined : 'dimmed'}
          lineClamp={3}
          style={{ overflowWrap: 'anywhere' }}
        >
          {post.text ?? 'No text'}
        </Text>
        {post.hidden_at && (
          <Text
            component="span"
            fz="xs"
            fw={400}
            c="dimmed"
            style={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            <Badge component="span" color="red" variant="light" size="sm" mr={6}>
              Hidden
            </Badge>
            <DateTimeText iso={post.hidden_at} />
            {post.hidden_reason ? `: ${post.hidden_reason}` : ''}
          </Text>
        )}
      </Box>
    </Box>
  );
}

function PostsTable({
  posts,
  onChange,
}: {
  posts: AdminPost[];
  /** A role that may moderate content: each post offers Hide, or Show again once hidden. */
  onChange: ((changing: Changing) => void) | undefined;
}) {
  const columns: Column<AdminPost>[] = [
    { label: 'Post', cell: (post) => <PostCell post={post} /> },
    { label: 'Kind', cell: (post) => postKindLabels[post.kind], nowrap: true },
    { label: 'Audience', cell: (post) => postAudienceLabels[post.audience], nowrap: true },
    {
      label: 'Price',
      cell: (post) => (post.price ? formatMoney(post.price) : '—'),
      numeric: true,
      nowrap: true,
    },
    { label: 'Buyers', cell: (post) => formatCount(post.purchase_count), numeric: true, nowrap: true },
    { label: 'Created', cell: (post) => <DateTimeText iso={post.created_at} />, nowrap: true },
  ];
  if (onChange) {
    columns.push({
      label: 'Actions',
      actions: true,
      nowrap: true,
      cell: (post) =>
        post.hidden_at ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Show again ${postName(post)}`}
            onClick={() => onChange({ post, change: 'show' })}
          >
            Show again
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={`Hide ${postName(post)}`}
            onClick={() => onChange({ post, change: 'hide' })}
          >
            Hide
          </Button>
        ),
    });
  }
  return (
    <DataTable
      label="Posts"
      rows={posts}
      rowKey={(post) => `${post.kind}-${post.id}`}
      minWidth={900}
      empty="No posts yet."
      columns={columns}
    />
  );
}

/**
 * A person's photo posts and Bloc posts, newest first, whoever may see them; a role that may moderate
 * content hides one that breaks the rules, or shows it again (decision 0103).
 */
export function PostsSection({ userId, canModerate }: { userId: string; canModerate: boolean }) {
  const [page, setPage] = useState(1);
  const posts = usePersonPosts(userId, page);
  const [changing, setChanging] = useState<Changing | null>(null);

  if (posts.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the posts">
        <Skeleton h={56} radius="md" />
        <Skeleton h={56} radius="md" />
      </Stack>
    );
  }
  if (posts.isError) {
    return isApiError(posts.error) && posts.error.status === 403 ? (
      <Alert color="gray" variant="light">
        {posts.error.message}
      </Alert>
    ) : (
      <LoadError onRetry={() => void posts.refetch()}>{posts.error.message}</LoadError>
    );
  }
  const { data, meta } = posts.data;
  return (
    <Stack gap="sm" {...whileReplaced(posts.isPlaceholderData)}>
      {meta.total > 0 && (
        <Text fz="sm" c="dimmed">
          {meta.total === 1 ? '1 post' : `${formatCount(meta.total)} posts`}, newest first
        </Text>
      )}
      <PostsTable posts={data} onChange={canModerate ? setChanging : undefined} />
      {meta.last_page > 1 && (
        <PagePagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={setPage}
          label="Pages of posts"
        />
      )}
      <PostModerationModal userId={userId} changing={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
