import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminPost } from '@pixel/contract';
import { useChangePost, type PostChange } from '../api/posts';
import { PostThumbnail } from './post-thumbnail';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';
import { postKindLabels } from './wording';

const wording = {
  hide: {
    title: 'Hide this post?',
    body: 'The post leaves the page for everyone but its creator, who is told why and cannot publish it again.',
    reasonHint: 'Shown to the creator as why, and kept in the audit trail.',
    confirm: 'Hide post',
  },
  show: {
    title: 'Show this post again?',
    body: 'The post shows again to whoever its audience allows, and its creator is told.',
    reasonHint: 'Kept in the audit trail.',
    confirm: 'Show again',
  },
} as const;

/** Hiding a post that breaks the rules, or showing it again (decision 0103): each asks why. */
export function PostModerationModal({
  userId,
  changing,
  onClose,
}: {
  userId: string;
  /** The post and the change asked for; null while the modal is closed. */
  changing: { post: AdminPost; change: PostChange } | null;
  onClose: () => void;
}) {
  const changePost = useChangePost(userId);
  const { t } = useTranslation();
  // the last post asked for stays written while the modal closes
  const [shown, setShown] = useState(changing);
  if (changing && changing !== shown) setShown(changing);
  const text = shown ? wording[shown.change] : null;

  return (
    <ReasonModal
      opened={changing !== null}
      title={text?.title}
      summary={
        shown && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <PostThumbnail post={shown.post} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} fz="sm">
                  {postKindLabels[shown.post.kind]}
                </Text>
                <Text
                  fz="sm"
                  c={shown.post.text ? undefined : 'dimmed'}
                  lineClamp={3}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {shown.post.text ?? 'No text'}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )
      }
      body={text?.body}
      reasonHint={text?.reasonHint}
      confirm={text?.confirm}
      danger={shown?.change === 'hide'}
      pending={changePost.isPending}
      // a refusal (hidden or shown by someone else meanwhile) is said above the buttons; the list is read again
      submit={async (reason) => {
        const { post, change } = shown!;
        await changePost.mutateAsync({ post, change, reason });
        return t(change === 'hide' ? 'admin.done.postHidden' : 'admin.done.postShown');
      }}
      onClose={onClose}
    />
  );
}
