/** Profile settings (spec §2): page name, bio, pictures and the account's language. */
export const profileSettings = {
  documentTitle: 'Profile Settings',
  eyebrow: 'Settings',
  title: 'Profile',
  intro: 'What people see on <link>your page</link>.',
  pictures: 'Pictures',
  yourCover: 'Your cover photo',
  yourAvatar: 'Your avatar',
  changeAvatar: 'Change avatar',
  changeCover: 'Change cover photo',
  uploadingAvatar: 'Uploading avatar',
  uploadingCover: 'Uploading cover photo',
  details: 'Details',
  pageName: 'Page name',
  bio: 'Bio',
  bioPlaceholder: 'Tell people about you. #hashtags link to their pages.',
  saveChanges: 'Save changes',
} as const;
