import { fil as contract } from '@pixel/contract/locales/fil';
import { en as english } from '@pixel/contract/locales/en';
import { sameLabels } from '../pick';
import type { Catalogue } from '../types';

export const forms: Catalogue['forms'] = { messages: contract.messages, fields: contract.fields };

/**
 * Field labels that read the same in Filipino: the names of the API's own fields (`email`, `otp code`,
 * `utm source`), as the contract's catalogue keeps them. Its messages are all Filipino.
 */
export const sameInBoth = sameLabels(english.fields, contract.fields).map((label) => `forms.fields.${label}`);
