import { campaignParamMax, campaignParams, type CampaignParam } from '@pixel/contract';
import { sessionStore } from './storage';

export type Campaign = Partial<Record<CampaignParam, string>>;

const storageKey = 'pixel.campaign';

const isCampaignParam = (name: string): name is CampaignParam =>
  (campaignParams as readonly string[]).includes(name);

/**
 * Keeps the campaign parameters of an address the visitor opened, for the rest of their visit: the app's
 * own links drop the query, and the sign-in or the gift that the campaign led to comes a few pages later.
 * An address without any leaves the last campaign in place.
 */
export function rememberCampaign(search: string) {
  const params = new URLSearchParams(search);
  const found: Campaign = {};
  for (const name of campaignParams) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, campaignParamMax);
  }
  if (Object.keys(found).length > 0) sessionStore.set(storageKey, JSON.stringify(found));
}

/** The campaign this visit came from (spec §7), sent with a provider sign-in and with payments. */
export function currentCampaign(): Campaign {
  const stored = sessionStore.get(storageKey);
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([name, value]) => isCampaignParam(name) && typeof value === 'string' && value !== '',
      ),
    );
  } catch {
    return {};
  }
}
