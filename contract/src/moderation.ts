import { supportEmail } from './constants.ts';

/** Hiding a post (decision 0103): the words staff and the post's creator see. */
export const moderationMessages = {
  hidden: 'The post is hidden. Its creator was told why.',
  shown: 'The post is shown again. Its creator was told.',
  alreadyHidden: 'This post is hidden already.',
  notHidden: 'This post is not hidden.',
  /** What the creator is told when they try to publish or edit a post staff hid. */
  locked: `PIXEL support hid this post because it breaks the rules, so it cannot be published or changed. Write to ${supportEmail} to appeal.`,
} as const;
