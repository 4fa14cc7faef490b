import type { AdminHeldMessage, AdminPost } from '@pixel/contract';

/** A post on a person's page as staff see it: a public Snap, shown, bought by no one. */
export function buildAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    kind: 'snap',
    id: '00000000-0000-4000-a000-000000000800',
    text: 'Taal at dawn',
    preview_url: 'https://media.pixel.test/previews/taal.jpg',
    audience: 'public',
    price: null,
    purchase_count: 0,
    created_at: '2026-11-18T01:00:00.000Z',
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

/** A gift a creator's filter held, as support's review lists it. */
export function buildHeldMessage(overrides: Partial<AdminHeldMessage> = {}): AdminHeldMessage {
  return {
    id: '00000000-0000-4000-a000-000000000600',
    supporter_name: 'Ana',
    supporter_message: 'You call this art?',
    amount: '50.00',
    created_at: '2026-11-19T02:00:00.000Z',
    creator_user_id: '00000000-0000-4000-a000-000000000100',
    creator_page_url: 'maria',
    ...overrides,
  };
}
