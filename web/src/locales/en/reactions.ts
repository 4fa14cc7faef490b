/** Reactions and Reax (spec §2, §4): the control under a post and who reacted. */
export const reactions = {
  kinds: { heart: 'Love', laugh: 'Haha', support: 'Support', sad: 'Sad', angry: 'Angry' },
  group: 'Reactions',
  react: 'React',
  picker: 'Reaction picker',
  choose: 'Choose a reaction',
  tapForLove: 'Tap for Love, hold for more',
  tapToRemove: 'Tap to remove your reaction, hold to change it',
  seeWhoOne: 'See who reacted: {{n}} reaction',
  seeWhoMany: 'See who reacted: {{n}} reactions',
  unableTitle: 'UNABLE TO REAX',
  reax: {
    title: 'Reax',
    all: 'All',
    loadError: 'Error loading data',
    none: 'No reactions yet.',
    reactors: 'Reactors',
  },
} as const;
