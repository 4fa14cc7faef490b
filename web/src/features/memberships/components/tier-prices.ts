import type { MembershipPeriod } from '@pixel/contract';
import { i18n } from '../texts';

/** `1 month`, `3 months`… */
export const periodName = (months: MembershipPeriod | number) =>
  i18n.t(months === 1 ? 'memberships.month' : 'memberships.months', { count: months });
