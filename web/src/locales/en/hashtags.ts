/** A hashtag's page (spec §2). */
export const hashtags = {
  explore: 'Explore',
  kinds: {
    bloc: 'Bloc post',
    question: 'Question',
    bio: 'Bio',
    image: 'Snap',
    image_collection: 'Snap Slide',
  },
  viewOn: "View on {{name}}'s page",
  loadError: 'Error loading data',
  nothingTagged: 'Nothing is tagged #{{tag}} yet.',
  noResults: 'No results found.',
} as const;
