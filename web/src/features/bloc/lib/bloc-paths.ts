/** The Bloc tab of a creator's page. */
export const blocTabPath = (pageUrl: string) => `/${pageUrl}/pixel-bloc`;

/** One Bloc post's own address (what hashtag results and the post's date link to). */
export const blocPostPath = (pageUrl: string, id: string) =>
  `${blocTabPath(pageUrl)}/${encodeURIComponent(id)}`;
