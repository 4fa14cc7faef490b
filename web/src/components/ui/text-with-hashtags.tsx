import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hashtagMaxLength, hashtagPath, hashtagPattern } from '@pixel/contract';

/**
 * Plain text in which every #word links to its hashtag page (spec §2), by the contract's hashtag rule (the
 * one the server indexes by): '#1' and 'page#top' are not tags. Line breaks are the caller's style.
 */
export function TextWithHashtags({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(new RegExp(hashtagPattern.source, hashtagPattern.flags))) {
    const tag = match[2]!;
    if (tag.length > hashtagMaxLength) continue;
    // group 1 is the character before the '#', which stays plain text
    const start = match.index + match[1]!.length;
    parts.push(<Fragment key={`t${last}`}>{children.slice(last, start)}</Fragment>);
    parts.push(
      <Anchor key={`h${start}`} component={Link} to={hashtagPath(tag)} inherit>
        #{tag}
      </Anchor>,
    );
    last = start + 1 + tag.length;
  }
  parts.push(<Fragment key={`t${last}`}>{children.slice(last)}</Fragment>);
  return parts;
}
