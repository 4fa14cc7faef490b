import { Box, Image } from '@mantine/core';
import type { AdminPost } from '@pixel/contract';
import { postKindLabels } from './wording';

const size = 56;

/**
 * A post's blurred preview, for staff to tell posts apart; a plain square where it has none. A span, so it
 * may sit in a line of text (a table's first cell is one on a phone).
 */
export function PostThumbnail({ post }: { post: AdminPost }) {
  if (!post.preview_url) {
    return (
      <Box
        component="span"
        aria-hidden
        w={size}
        h={size}
        bg="gray.2"
        style={{ display: 'block', flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
      />
    );
  }
  return (
    <Image
      src={post.preview_url}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}

/** A post as a line names it: its kind and the start of its text. */
export function postName(post: AdminPost) {
  const kind = postKindLabels[post.kind];
  if (!post.text) return kind;
  const text = post.text.length > 40 ? `${post.text.slice(0, 40).trimEnd()}…` : post.text;
  return `${kind}: ${text}`;
}
