import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { openModal } from '@/lib/modals';
import { notifyInfo } from '@/lib/notifications';
import type { GiftCreator } from './gift-creator';
import { i18n } from '@/lib/i18n';

const giftParams = ['gift', 'reference', 'amount', 'source'] as const;

/**
 * The query parameters that lead into the gift flow on a creator's page, each handled once and then
 * removed from the address (a reload must not thank twice):
 * - `?gift=sent&reference=...`: back from the checkout; the Gift Sent modal confirms the payment;
 * - `?gift=cancelled`: back from a cancelled checkout; a short notice;
 * - `?amount=150`: a QR-code link with a preset amount; Support Me opens with it.
 * - `?source=stream` with it: the scan-to-gift code on a stream, whose gift is marked as from the stream.
 * - `?source=qr-standee`, with or without an amount: the code on the creator's printed standee; Support Me
 *   opens, and the gift is marked as from the standee.
 * - `?source=embed`, with or without an amount: the button on the creator's own website; the same, the
 *   gift marked as from their website.
 */
export function useGiftLinks({ creator, onPaid }: { creator: GiftCreator; onPaid?: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const gift = searchParams.get('gift');
  const reference = searchParams.get('reference');
  const amount = searchParams.get('amount');
  // a stream's scan-to-gift code marks the gift as given from the stream
  const source = searchParams.get('source');
  // Strict Mode runs an effect twice; the second run must not show a second notice
  const handled = useRef<string | null>(null);
  const standee = source === 'qr-standee' || source === 'embed';
  const key = [gift, reference, amount, standee].join('|');

  useEffect(() => {
    if (!gift && !amount && !standee) return;
    if (handled.current === key) return;
    handled.current = key;

    if (gift === 'sent' && reference) openModal('gift-sent', { reference, onPaid });
    else if (gift === 'cancelled')
      notifyInfo(i18n.t('gifts.sent.notSentNotice'), i18n.t('gifts.sent.cancelled'));
    else if (amount || standee)
      openModal('support-me', {
        creator,
        ...(amount ? { amount } : {}),
        ...(source === 'stream' || source === 'qr-standee' || source === 'embed' ? { source } : {}),
      });

    setSearchParams(
      (params) => {
        giftParams.forEach((name) => params.delete(name));
        return params;
      },
      { replace: true },
    );
  }, [key, gift, reference, amount, source, standee, creator, onPaid, setSearchParams]);
}
