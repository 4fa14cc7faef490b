import type { AdminVerification, AdminVerificationSummary } from '@pixel/contract';

/** A creator's identity check in support's queue: a PhilSys ID, waiting. */
export function buildVerificationSummary(
  overrides: Partial<AdminVerificationSummary> = {},
): AdminVerificationSummary {
  return {
    id: '00000000-0000-4000-a000-000000000900',
    status: 'pending',
    id_type: 'philsys',
    user: {
      id: '00000000-0000-4000-a000-000000000100',
      page_url: 'maria',
      page_name: 'Maria Sketches',
      email: 'maria@studio.ph',
    },
    submitted_at: '2026-11-16T02:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

/** The same check opened: the details, its three photos, no earlier one. */
export function buildVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  const id = overrides.id ?? '00000000-0000-4000-a000-000000000900';
  return {
    ...buildVerificationSummary({ id }),
    legal_name: 'Maria Clara Santos',
    birth_date: '1995-03-04',
    address: '12 Mabini St, Barangay San Roque, Quezon City',
    reason: null,
    reviewed_by: null,
    approval: null,
    files: (['front', 'back', 'selfie'] as const).map((side) => ({
      side,
      url: `/v1/admin/verifications/${id}/files/${side}`,
    })),
    earlier: [],
    ...overrides,
  };
}
