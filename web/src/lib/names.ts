import { standInNames } from '@pixel/contract';
import { i18n } from './i18n';

const keys = {
  [standInNames.anonymous]: 'common.anonymousName',
  [standInNames.visitor]: 'common.visitorName',
  [standInNames.formerMember]: 'common.formerMemberName',
} as const;

/**
 * A supporter's name as the server sends it, in the reader's language when it is one the server gives a
 * supporter who shows none ("A supporter"); a person's own name as it is.
 */
export function shownName(name: string): string {
  return Object.hasOwn(keys, name) ? i18n.t(keys[name as keyof typeof keys]) : name;
}
