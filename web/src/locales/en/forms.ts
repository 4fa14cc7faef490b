import { en as contract } from '@pixel/contract/locales/en';

/**
 * What the contract's schemas say (decision 0142): the contract's own catalogue, by key, with the field
 * labels its messages name. A form shows them in the reader's language through `lib/form-messages`; the
 * server answers the same keys from the same catalogue.
 */
export const forms = { messages: contract.messages, fields: contract.fields };
