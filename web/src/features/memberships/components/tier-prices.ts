import type { MembershipPeriod } from '@pixel/contract';

/** `1 month`, `3 months`… */
export const periodName = (months: MembershipPeriod | number) =>
  `${months} ${months === 1 ? 'month' : 'months'}`;
