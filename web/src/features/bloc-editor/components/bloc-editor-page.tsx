import { Badge, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { BlocPost } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { useSignedInUser } from '@/features/auth';
import { HiddenByStaffBadge, HiddenByStaffNotice } from '@/features/content';
import { formatDate, formatManilaDateTime } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import {
  useDeleteBlocPost,
  useOwnBlocPosts,
  usePublishBlocPost,
  useScheduledBlocPosts,
} from '../api/bloc-posts';
import { BlocPostForm } from './bloc-post-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

function BlocPostCard({ post, pageUrl, onEdit }: { post: BlocPost; pageUrl: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBlocPost(pageUrl);
  const publish = usePublishBlocPost(pageUrl);
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
            {post.publish_at && (
              <Badge variant="light" color="grape" c="grape.9">
                {t('content.schedule.badge')}
              </Badge>
            )}
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
        {post.publish_at ? (
          <Text fz="sm" fw={600}>
            {t('content.schedule.goesOut', { date: formatManilaDateTime(post.publish_at) })}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            {formatDate(post.created_at)}
          </Text>
        )}
        {post.public_from && (
          <Text fz="sm" c="dimmed">
            {t('content.schedule.opensOn', { date: formatManilaDateTime(post.public_from) })}
          </Text>
        )}
        {post.image && <Image src={post.image} alt="" mah={240} w="auto" fit="contain" radius="md" />}
        {post.body && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
            <TextWithHashtags>{post.body}</TextWithHashtags>
          </Text>
        )}
        <Group gap="xs">
          {post.publish_at && !post.hidden_by_staff && (
            <Button
              size="xs"
              variant="light"
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(post.id, { onSuccess: () => notifySuccess(t('content.schedule.published')) })
              }
            >
              {t('content.schedule.publishNow')}
            </Button>
          )}
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
  const scheduled = useScheduledBlocPosts();
  const [editing, setEditing] = useState<BlocPost | null>(null);
  const scheduledHeading = useId();
  const edit = (post: BlocPost) => {
    setEditing(post);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // the scheduled posts have their own section, soonest first
  const published = posts.data?.data.filter((post) => !post.publish_at);

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
      {scheduled.isError ? (
        <LoadError onRetry={() => void scheduled.refetch()} />
      ) : (
        scheduled.data &&
        scheduled.data.data.length > 0 && (
          <Stack component="section" gap="sm" aria-labelledby={scheduledHeading}>
            <Title order={2} fz="lg" id={scheduledHeading}>
              {t('content.schedule.heading')}
            </Title>
            {scheduled.data.data.map((post) => (
              <BlocPostCard key={post.id} post={post} pageUrl={profile.page_url} onEdit={() => edit(post)} />
            ))}
          </Stack>
        )
      )}
      {posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()} />
      ) : !published ? (
        <Loader role="status" aria-label={t('blocEditor.page.loading')} />
      ) : published.length === 0 ? (
        <Text c="dimmed">{t('blocEditor.page.empty')}</Text>
      ) : (
        published.map((post) => (
          <BlocPostCard key={post.id} post={post} pageUrl={profile.page_url} onEdit={() => edit(post)} />
        ))
      )}
    </Stack>
  );
}
