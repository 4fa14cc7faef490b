import {
  insightCheckouts,
  insightCohorts,
  insightIncome,
  insightMonths,
  insightRenewalsDue,
  insightTotals,
} from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

const counted = 'counts and sums of the memberships and payments, which the copy holds as they are';
const figures = 'numbers only, no words, counted from the payments kept as records (decision 0096)';

/** A creator's Insights: figures counted from their memberships, which the memberships' part carries. */
export const insightsPersonalData: PersonalDataPart = {
  name: 'insights',
  notExported: [
    [insightMonths, counted],
    [insightCheckouts, counted],
    [insightCohorts, counted],
    [insightRenewalsDue, counted],
    [insightTotals, counted],
    [insightIncome, 'sums of the statement lines, which the wallet’s part carries'],
  ],
  kept: [
    [insightMonths, figures],
    [insightCheckouts, figures],
    [insightCohorts, figures],
    [insightRenewalsDue, figures],
    [insightTotals, figures],
    [insightIncome, figures],
  ],
};
