/** The leak lookup's texts (features/leaks): a creator finds whose copy a leaked photo was. */
export const leaks = {
  page: {
    title: 'Find a leaked photo',
    intro:
      'Every copy of your paid photos that a buyer or member opens carries an invisible mark naming them. Found one of your photos somewhere it should not be? Upload the copy you found to see whose it was.',
    dragHere: 'Drag the copy you found here',
    choose: 'Choose a photo',
    rules: 'JPEG, PNG or WebP, up to {{megabytes}} MB.',
    wrongType: 'Choose a JPEG, PNG or WebP photo.',
    tooLarge: 'The photo must be {{megabytes}} MB or smaller.',
    reading: 'Reading the mark on {{name}}',
  },
  visible: {
    title: 'A mark they can see',
    label: "Show each buyer's page address on their copy",
    hint: 'Their PIXEL page address goes in the bottom right corner of the copies opened from now on, besides the invisible mark. Copies already opened stay as they are.',
    saved: 'Saved.',
    loading: 'Loading your choice',
    loadError: 'Your choice could not be loaded. Reload the page to try again.',
  },
  answer: {
    namedTitle: 'This is {{name}}’s copy',
    photo: 'Photo',
    photoOf: 'Photo {{position}} of your Snap Slide',
    snap: 'Your Snap',
    viewPost: 'Open the post',
    viewer: 'Whose copy',
    firstOpened: 'First opened',
    access: 'Access',
    buyer: 'Bought the post',
    member: 'Member',
    confidence: 'Confidence',
    certain: 'Certain',
    likely: 'Likely',
    figures: 'Mark strength {{sigma}}; next best {{runnerUp}}',
    noMarkTitle: 'No mark found on this copy',
    noMarkBody:
      'This is one of your photos, but no buyer’s mark could be read on it. It may be a copy of a preview, of your own posting, or one changed too much to read.',
    notYoursTitle: 'This isn’t a copy of any of your photos',
    notYoursBody: 'We compared it with every photo you sell and found none it could be a copy of.',
    pendingOne:
      'One of your photos is still being made ready to compare and was left out. Try again in a few minutes.',
    pending:
      '{{count}} of your photos are still being made ready to compare and were left out. Try again in a few minutes.',
    report: 'Report to PIXEL',
    reported: 'Reported: PIXEL’s staff will look at it',
  },
  report: {
    title: 'Report this leak to PIXEL',
    body: 'PIXEL’s staff will look at {{name}}’s copy and may close your post to them or suspend their account. You are told when they answer.',
    bodyMember:
      'PIXEL’s staff will look at {{name}}’s copy and may close this post to them (their membership stays, without this post) or suspend their account. You are told when they answer.',
    note: 'Note (optional)',
    noteHint: 'Where you found it, for example. Up to {{max}} characters.',
    cancel: 'Cancel',
    send: 'Send report',
    sent: 'Your report is sent.',
  },
};
