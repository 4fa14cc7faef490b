import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { localStore } from '@/lib/storage';

const seenKey = (userId: string) => `pixel.welcome-seen.${userId}`;

/** The Welcome modal greets each user once on this browser, and again whenever the URL asks (?welcome=1). */
export function useWelcomeModal(user: User) {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('welcome') === '1';
  const { id, profile } = user;

  useEffect(() => {
    if (!asked && localStore.get(seenKey(id))) return;
    localStore.set(seenKey(id), '1');
    openModal('welcome', { pageName: profile.page_name });
  }, [asked, id, profile.page_name]);
}
