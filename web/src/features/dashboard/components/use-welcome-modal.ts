import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { useMarkWelcomeSeen } from '../api/mark-welcome-seen';

/**
 * The Welcome modal greets each account once, whichever browser it signs in on (the server keeps when it
 * was shown), and again whenever the URL asks (?welcome=1).
 */
export function useWelcomeModal(user: User) {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('welcome') === '1';
  const { id, profile, welcome_seen_at } = user;
  const { mutate: markSeen } = useMarkWelcomeSeen();
  // the user query refreshes while the modal is open; it is opened once per mount
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || (!asked && welcome_seen_at)) return;
    opened.current = true;
    openModal('welcome', { pageName: profile.page_name });
    if (!welcome_seen_at) markSeen();
  }, [asked, id, profile.page_name, welcome_seen_at, markSeen]);
}
