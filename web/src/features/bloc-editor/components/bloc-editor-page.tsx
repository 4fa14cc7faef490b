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
import { useTranslation } from '../texts';

function BlocPostCard({ post, pageUrl, onEdit }: { post: BlocPost; pageUrl: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBlocPost(pageUrl);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="lg"
      aria-label={post.title ?? t('blocEditor.card.label')}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
            {post.title ?? t('blocEditor.card.untitled')}
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
                ? t('blocEditor.card.everyone')
                : post.visibility === 'members'
                  ? t('blocEditor.card.membersOnly')
                  : t('blocEditor.card.supportersOnly')}
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
              {t('blocEditor.card.edit')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              openModal('confirm', {
                title: t('blocEditor.card.deleteTitle'),
                message: t('blocEditor.card.deleteMessage'),
                confirmLabel: t('blocEditor.card.delete'),
                cancelLabel: t('common.cancel'),
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(post.id);
                  notifySuccess(t('blocEditor.card.deleted'));
                },
              })
            }
          >
            {t('blocEditor.card.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /dashboard/creator-hub/bloc: write, edit and delete the creator's Bloc posts. */
export function BlocEditorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blocEditor.page.title'));
  const { profile } = useSignedInUser();
  const posts = useOwnBlocPosts(profile.page_url);
  const [editing, setEditing] = useState<BlocPost | null>(null);

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('blocEditor.page.creatorHub')}
        </Text>
        <Title order={1}>{t('blocEditor.page.heading')}</Title>
        <Text c="dimmed">{t('blocEditor.page.intro')}</Text>
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
        <Loader role="status" aria-label={t('blocEditor.page.loading')} />
      ) : posts.data.data.length === 0 ? (
        <Text c="dimmed">{t('blocEditor.page.empty')}</Text>
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
