import type {
  BlocPost,
  ExploreCreator,
  Goal,
  MembershipTier,
  PublicTiers,
  Question,
  QuestionTopic,
  ReactionTotals,
  Photo,
  PhotoPost,
} from '@pixel/contract';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: nextId(),
    title: 'New camera',
    description: 'A mirrorless camera for street photos.',
    target_amount: '1000.00',
    raised_amount: '0.00',
    progress: 0,
    end_date: null,
    cover_image: null,
    status: 'active',
    is_ended: false,
    created_at: '2026-11-01T00:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: nextId(),
    body: 'What pen do you use?',
    asker: { name: 'Ana', page_url: null, avatar: null, avatar_variants: { WH100: null } },
    answer: null,
    answered_at: null,
    is_hidden: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function buildTopic(overrides: Partial<QuestionTopic> = {}): QuestionTopic {
  return {
    title: 'Ask me about drawing',
    description: 'Anything about #sketching and Manila.',
    banner_image: null,
    ...overrides,
  };
}

/** A post's reaction counts; `all_count` is their sum. */
export function buildReactions(overrides: Partial<Omit<ReactionTotals, 'all_count'>> = {}): ReactionTotals {
  const counts = {
    heart_count: 0,
    laugh_count: 0,
    support_count: 0,
    sad_count: 0,
    angry_count: 0,
    details: { id: null },
    ...overrides,
  };
  const { heart_count, laugh_count, support_count, sad_count, angry_count } = counts;
  return { ...counts, all_count: heart_count + laugh_count + support_count + sad_count + angry_count };
}

export function buildBlocPost(overrides: Partial<BlocPost> = {}): BlocPost {
  return {
    id: nextId(),
    title: 'Studio day',
    body: 'New sketches of #Manila today',
    image: null,
    visibility: 'public',
    min_tier_id: null,
    is_locked: false,
    reactions: buildReactions(),
    hidden_by_staff: null,
    publish_at: null,
    public_from: null,
    created_at: '2026-11-20T07:05:00.000Z',
    updated_at: '2026-11-20T07:05:00.000Z',
    ...overrides,
  };
}

/** A visible tier of ₱100.00 a month, with its prices for every period and no discount. */
export function buildTier(overrides: Partial<MembershipTier> = {}): MembershipTier {
  const id = nextId();
  return {
    id,
    name: `Tier ${id.slice(-4)}`,
    price: '100.00',
    description: null,
    image: null,
    benefits: [],
    discount_6_months: 0,
    discount_12_months: 0,
    member_post_discount: 0,
    offers_trial: false,
    prices: [
      { months: 1, amount: '100.00' },
      { months: 3, amount: '300.00' },
      { months: 6, amount: '600.00' },
      { months: 12, amount: '1200.00' },
    ],
    position: 0,
    status: 'visible',
    member_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A creator's tiers as a visitor is answered them (`GET /v1/profile/memberships/tiers/{page}`). */
export const publicTiers = (tiers: MembershipTier[], extra: Partial<PublicTiers> = {}) => ({
  body: {
    data: {
      tiers,
      show_member_counts: false,
      membership: null,
      trial: { days: 7, available: true, methods: ['card'], used: false },
      ...extra,
    } satisfies PublicTiers,
  },
});

/** A creator as Explore lists them: no bio, one post, no followers or supporters unless told. */
export function buildExploreCreator(
  page_url: string,
  page_name: string,
  counts: Partial<Pick<ExploreCreator, 'follower_count' | 'supporter_count' | 'post_count'>> = {},
): ExploreCreator {
  return {
    page_url,
    page_name,
    avatar: null,
    avatar_variants: { WH100: null },
    bio: null,
    follower_count: 0,
    supporter_count: 0,
    post_count: 1,
    ...counts,
  };
}

/** A photo of a post, as a call answers it; each gets an id of its own. */
export function buildPhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? nextId();
  return {
    id,
    image_url: `http://localhost/media/${id}.jpg`,
    image_url_variants: {
      WH500: `http://localhost/media/${id}-500.jpg`,
      WH500_WEBP: `http://localhost/media/${id}-500.webp`,
    },
    is_payable: false,
    is_preview: false,
    is_locked: false,
    position: 0,
    ...overrides,
  };
}

/** A Snap of Maria's, published and free, with one photo unless `images` says otherwise. */
export function buildPhotoPost(overrides: Partial<PhotoPost> = {}): PhotoPost {
  const images = overrides.images ?? [buildPhoto()];
  return {
    id: nextId(),
    type: 'image',
    collection_id: null,
    caption: 'Sunset over #Manila bay',
    is_published: true,
    is_payable: false,
    is_purchased: false,
    is_locked: false,
    is_deleted: false,
    hidden_by_staff: null,
    available_until: null,
    price_id: 1,
    pricing: null,
    min_tier_id: null,
    publish_at: null,
    public_from: null,
    purchase_count: 0,
    creator: {
      page_url: 'maria',
      page_name: 'Maria Sketches',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    image_url: images[0]!.image_url,
    image_url_variants: images[0]!.image_url_variants,
    images,
    reactions: buildReactions(),
    created_at: '2026-11-20T07:05:00.000Z',
    updated_at: '2026-11-20T07:05:00.000Z',
    ...overrides,
  };
}
