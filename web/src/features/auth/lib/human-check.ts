import { sessionStore } from '@/lib/storage';

// the spec's "human-check flag in client state": once passed, the captcha is not asked again in this tab
const key = 'pixel.human-verified';

export const isHumanVerified = () => sessionStore.get(key) === '1';
export const markHumanVerified = () => sessionStore.set(key, '1');
