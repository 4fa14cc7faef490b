/** Who an avatar belongs to: the picture, and its 100x100 version where the answer carries one. */
type Pictured = { avatar: string | null; avatar_variants?: { WH100: string | null } };

/**
 * The address to draw an avatar from: avatars are shown at most 112 px wide, so the 100x100 version where
 * there is one (a fraction of the bytes), otherwise the picture itself.
 */
export const avatarSource = (person: Pictured) => person.avatar_variants?.WH100 ?? person.avatar;
