import { Button } from '@mantine/core';
import { openModal } from '@/lib/modals';
import { useTranslation } from '@/lib/translation';
import { useMediaTerms } from '../api/media-request';
import type { GiftCreator } from './gift-creator';

/** Request a clip, beside Support Me: shown only while the creator takes media requests. */
export function RequestClipButton({ creator }: { creator: GiftCreator }) {
  const { t } = useTranslation();
  const terms = useMediaTerms(creator.page_url).data?.data;
  if (!terms) return null;
  return (
    <Button size="md" variant="light" onClick={() => openModal('media-request', { creator, terms })}>
      {t('gifts.media.button')}
    </Button>
  );
}
