import { Badge, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { manilaLocal, manilaMoment, type PhotoPost } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { handleApiError } from '@/lib/api-errors';
import { formatManilaDateTime } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { deletePhotoPost } from '../api/delete-photo-post';
import { invalidatePhotoContent } from '../api/photo-content-key';
import { useScheduledPhotoPosts } from '../api/get-scheduled-posts';
import { updateSlide } from '../api/update-slide';
import { updateSnap } from '../api/update-snap';
import { useTranslation } from '../texts';
import { ManilaDateTimeInput } from './schedule-fields';

/** A post's new time or its publishing now: the Snap's call or the Slide's. */
const changeSchedule = ({ post, publishAt }: { post: PhotoPost; publishAt: string | null }) => {
  const body = publishAt ? { publish_at: manilaMoment(publishAt) } : { is_published: true };
  return post.type === 'image'
    ? updateSnap({ id: post.id, body })
    : updateSlide({ collectionId: post.id, body });
};

function ScheduledPhotoCard({ post }: { post: PhotoPost }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [newTime, setNewTime] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const refresh = () => invalidatePhotoContent(queryClient);
  const change = useMutation({ mutationFn: changeSchedule, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deletePhotoPost, onSuccess: refresh });

  const save = (publishAt: string | null) =>
    change.mutate(
      { post, publishAt },
      {
        onSuccess: () => {
          setNewTime(null);
          notifySuccess(publishAt ? t('content.schedule.timeSaved') : t('content.schedule.published'));
        },
        // a refused time is said under the field; anything else as any refusal is
        onError: (failure) =>
          handleApiError(failure, {
            setError: (_field, { message }) => setError(message),
          }),
      },
    );

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-label={post.caption || t('content.schedule.badge')}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Image
            src={post.image_url}
            alt=""
            w={64}
            h={64}
            radius="md"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Badge variant="light" color="grape" c="grape.9">
              {t('content.schedule.badge')}
            </Badge>
            {post.caption && (
              <Text lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {post.caption}
              </Text>
            )}
            <Text fz="sm" fw={600}>
              {t('content.schedule.goesOut', { date: formatManilaDateTime(post.publish_at!) })}
            </Text>
            {post.public_from && (
              <Text fz="sm" c="dimmed">
                {t('content.schedule.opensOn', { date: formatManilaDateTime(post.public_from) })}
              </Text>
            )}
          </Stack>
        </Group>
        {newTime !== null && (
          <Group align="flex-end" gap="xs">
            <ManilaDateTimeInput
              label={t('content.schedule.at')}
              value={newTime}
              onChange={(value) => {
                setNewTime(value);
                setError(undefined);
              }}
              error={error}
            />
            <Button size="xs" loading={change.isPending} disabled={!newTime} onClick={() => save(newTime)}>
              {t('content.schedule.saveTime')}
            </Button>
          </Group>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" loading={change.isPending} onClick={() => save(null)}>
            {t('content.schedule.publishNow')}
          </Button>
          {newTime === null && (
            <Button size="xs" variant="light" onClick={() => setNewTime(manilaLocal(post.publish_at!))}>
              {t('content.schedule.changeTime')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              openModal('confirm', {
                title: t('content.schedule.deleteTitle'),
                message: t('content.schedule.deleteMessage'),
                confirmLabel: t('content.schedule.delete'),
                cancelLabel: t('common.cancel'),
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync({ type: post.type, id: post.id });
                  notifySuccess(t('content.schedule.deleted'));
                },
              })
            }
          >
            {t('content.schedule.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** My Snaps' Scheduled section (decision 0157): the posts waiting to go out, soonest first; none, no section. */
export function ScheduledPhotoPosts() {
  const { t } = useTranslation();
  const headingId = useId();
  const scheduled = useScheduledPhotoPosts();
  if (scheduled.isError) return <LoadError onRetry={() => void scheduled.refetch()} />;
  if (!scheduled.data) return <Loader role="status" aria-label={t('content.schedule.loading')} />;
  if (scheduled.data.data.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t('content.schedule.heading')}
      </Title>
      {scheduled.data.data.map((post) => (
        <ScheduledPhotoCard key={post.id} post={post} />
      ))}
    </Stack>
  );
}
