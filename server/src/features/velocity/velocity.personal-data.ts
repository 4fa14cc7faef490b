import { velocityOverrides } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** A limit staff set for one person (decision 0108). */
export const velocityPersonalData: PersonalDataPart = {
  name: 'velocity',
  notExported: [
    [velocityOverrides, "staff's limit for the account and why: the rules' record, not the person's"],
  ],
  kept: [
    [
      velocityOverrides,
      "staff's limit, the staff member and their reason: the record of what the account's money was held to",
    ],
  ],
};
