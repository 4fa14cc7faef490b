import { Badge, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BlocPost } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { useSignedInUser } from '@/features/auth';
import { HiddenByStaffBadge, HiddenByStaffNotice } from '@/features/content';
import { formatDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useDeleteBlocPost, useOwnBlocPosts } from '../api/bloc-posts';
import { BlocPostForm } from './bloc-post-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

function BlocPostCard({ post, pageUrl, onEdit }: { post: BlocPost; pageUrl: string; onEdit: () => void }) {
  const remove = useDeleteBlocPost(pageUrl);
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-label={post.title ?? 'Bloc post'}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
            {post.title ?? 'Untitled'}
          </Title>
          {/* the title wraps; the badges keep their whole label */}
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {post.hidden_by_staff && <HiddenByStaffBadge />}
            <Badge
              variant="filled"
              color={post.visibility === 'public' ? 'teal.9' : 'grape.9'}
              style={{ flexShrink: 0 }}
            >
              {post.visibility === 'public'
                ? 'Everyone'
                : post.visibility === 'members'
                  ? 'Members only'
                  : 'Supporters only'}
            </Badge>
          </Group>
        </Group>
        {post.hidden_by_staff && <HiddenByStaffNotice hidden={post.hidden_by_staff} />}
        <Text fz="xs" c="dimmed">
          {formatDate(post.created_at)}
        </Text>
        {post.image && <Image src={post.image} alt="" mah={240} w="auto" fit="contain" radius="md" />}
        {post.body && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
            <TextWithHashtags>{post.body}</TextWithHashtags>
          </Text>
        )}
        <Group gap="xs">
          {/* one PIXEL support hid cannot be changed; deleting it stays the creator's (decision 0103) */}
          {!post.hidden_by_staff && (
            <Button size="xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              openModal('confirm', {
                title: 'Delete this post?',
                message: 'The post will be removed from your Bloc for good.',
                confirmLabel: 'Delete',
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(post.id);
                  notifySuccess('Successfully deleted.');
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /dashboard/creator-hub/bloc: write, edit and delete the creator's Bloc posts. */
export function BlocEditorPage() {
  useDocumentTitle('Bloc');
  const { profile } = useSignedInUser();
  const posts = useOwnBlocPosts(profile.page_url);
  const [editing, setEditing] = useState<BlocPost | null>(null);

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Creator hub
        </Text>
        <Title order={1}>My Bloc</Title>
        <Text c="dimmed">Posts for everyone, or for your supporters only.</Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        {editing ? (
          <BlocPostForm
            key={editing.id}
            pageUrl={profile.page_url}
            post={editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <BlocPostForm key="new" pageUrl={profile.page_url} />
        )}
      </Paper>
      {posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()} />
      ) : !posts.data ? (
        <Loader role="status" aria-label="Loading posts" />
      ) : posts.data.data.length === 0 ? (
        <Text c="dimmed">You have not posted on your Bloc yet.</Text>
      ) : (
        posts.data.data.map((post) => (
          <BlocPostCard
            key={post.id}
            post={post}
            pageUrl={profile.page_url}
            onEdit={() => {
              setEditing(post);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ))
      )}
    </Stack>
  );
}
