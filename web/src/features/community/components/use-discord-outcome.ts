import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notifications';
import { i18n } from '../texts';

const outcomes = ['connected', 'linked', 'cancelled', 'failed', 'taken'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: string | null): value is Outcome => outcomes.includes(value as Outcome);

/**
 * Back from Discord's consent page, the address says how it went (`?discord=linked`): told once, then
 * taken off the address so a reload does not tell it again.
 */
export function useDiscordOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('discord');
  useEffect(() => {
    if (!isOutcome(outcome)) return;
    const message = i18n.t(`community.outcome.${outcome}`);
    if (outcome === 'connected' || outcome === 'linked') notifySuccess(message);
    else if (outcome === 'cancelled') notifyInfo(message);
    else notifyError(message);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('discord');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
