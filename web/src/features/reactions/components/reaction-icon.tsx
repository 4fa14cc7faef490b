import type { ReactionKey } from '@pixel/contract';
import { reactionIconPath } from '../lib/reaction-kinds';

/** A reaction's icon, served by the server (`/static/reactions/{key}.svg`); decorative next to its name. */
export function ReactionIcon({
  reaction,
  size = 20,
  src,
}: {
  reaction: ReactionKey;
  size?: number;
  src?: string;
}) {
  return (
    <img
      src={src ?? reactionIconPath(reaction)}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      draggable={false}
      style={{ display: 'block', flex: 'none' }}
    />
  );
}
