import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { CommissionRequest } from '@pixel/contract';
import { useTranslation } from '../texts';
import { hasBalance } from './commission-words';

type Step = 'requested' | 'accepted' | 'in_progress' | 'balance_due' | 'delivered';
type Ending = 'declined' | 'expired' | 'refunded';

// how far along each status is on the path: the balance counts as its step once asked for
const reachedBy: Partial<Record<CommissionRequest['status'], Step>> = {
  requested: 'requested',
  accepted: 'accepted',
  in_progress: 'in_progress',
  balance_due: 'balance_due',
  balance_paid: 'balance_due',
  delivered: 'delivered',
};

/** A step's mark, drawn: a tick once done, a dot now, a ring to come (its state is also said in words). */
function StepMark({ state }: { state: 'done' | 'now' | 'next' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" style={{ flexShrink: 0 }}>
      {state === 'done' ? (
        <path d="M2 6.5 5 9.5 10 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <circle
          cx="6"
          cy="6"
          r="4.5"
          fill={state === 'now' ? 'currentColor' : 'none'}
          stroke="currentColor"
        />
      )}
    </svg>
  );
}

/** The furthest step an ended request reached before it ended, read from its times. */
function reachedBefore(request: CommissionRequest): Step {
  if (request.balance_asked_at) return 'balance_due';
  if (request.started_at) return 'in_progress';
  if (request.accepted_at) return 'accepted';
  return 'requested';
}

/**
 * A request's steps, in order (requested, accepted, in progress, the balance when there is one, delivered),
 * each marked done, now or to come; a declined or refunded request ends with that instead.
 */
export function CommissionSteps({ request }: { request: CommissionRequest }) {
  const { t } = useTranslation();
  if (request.status === 'awaiting_payment' || request.status === 'cancelled') return null;
  const ending: Ending | null =
    request.status === 'declined' || request.status === 'expired' || request.status === 'refunded'
      ? request.status
      : null;
  const path: Step[] = [
    'requested',
    'accepted',
    'in_progress',
    ...(hasBalance(request) || request.balance_asked_at ? (['balance_due'] as const) : []),
    'delivered',
  ];
  const reached = ending ? reachedBefore(request) : (reachedBy[request.status] ?? 'requested');
  const shown: (Step | Ending)[] = ending ? [...path.slice(0, path.indexOf(reached) + 1), ending] : path;
  // the step being lived now: the last one reached, unless the balance is paid and delivery comes next
  const now = ending ?? (request.status === 'balance_paid' ? 'delivered' : reached);
  const nowAt = shown.indexOf(now);
  return (
    <Box
      component="ol"
      aria-label={t('commissions.steps.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', listStyle: 'none', margin: 0, padding: 0 }}
    >
      {shown.map((step, index) => {
        const done = index < nowAt || (index === nowAt && step === 'delivered');
        const current = index === nowAt && !done;
        return (
          <Text
            key={step}
            component="li"
            fz="sm"
            fw={current ? 700 : 500}
            style={{ display: 'flex', alignItems: 'center', gap: 4 }}
            c={ending && current ? 'red.8' : done ? 'teal.9' : current ? undefined : 'dimmed'}
            aria-current={current ? 'step' : undefined}
          >
            <StepMark state={done ? 'done' : current ? 'now' : 'next'} />
            {t(`commissions.steps.${step}`)}
            {(done || current) && (
              <VisuallyHidden>
                {' '}
                ({done ? t('commissions.steps.done') : t('commissions.steps.now')})
              </VisuallyHidden>
            )}
          </Text>
        );
      })}
    </Box>
  );
}
