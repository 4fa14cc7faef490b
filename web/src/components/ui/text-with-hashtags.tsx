import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

// a # followed by letters, digits or underscores, in any script (#Cebu, #kape, #2026)
const hashtag = /(#[\p{L}\p{N}_]+)/u;

/** Plain text in which every #word links to its hashtag page (spec §2); line breaks are the caller's style. */
export function TextWithHashtags({ children }: { children: string }) {
  return children.split(hashtag).map((part, index) =>
    // split with a capturing group puts the hashtags at the odd indexes
    index % 2 === 1 ? (
      <Anchor
        key={index}
        component={Link}
        to={`/dashboard/explore/hashtags/${encodeURIComponent(part.slice(1))}`}
        inherit
      >
        {part}
      </Anchor>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
