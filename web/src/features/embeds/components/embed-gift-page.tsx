import { Anchor, Avatar, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { defaultEmbedColor, isEmbedColor, pageUrlOf, type Language } from '@pixel/contract';
import { useProfile } from '@/features/creator-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { avatarSource } from '@/lib/avatar';
import { guessLanguage, showLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';
import { EmbedGiftForm, type OpenedCheckout } from './embed-gift-form';

/** The language the widget's address asks for (`?lang=`), else the browser's: English or Filipino. */
const languageOf = (asked: string | null): Language =>
  asked === 'en' || asked === 'fil' ? asked : guessLanguage();

/**
 * Keeps the page in the language it was opened in, over the account's (the creator's own preview is signed
 * in); the choice is not remembered, so the rest of the site keeps the visitor's own.
 */
function useWidgetLanguage(language: Language) {
  const { i18n } = useTranslation();
  const shown = i18n.language;
  useEffect(() => {
    if (shown !== language) void showLanguage(language);
  }, [shown, language]);
}

/** Whether the page is drawn in another page's frame (the widget), not as a tab of its own. */
const framed = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

type Step =
  | { name: 'form'; draft?: Parameters<typeof EmbedGiftForm>[0]['draft'] }
  | { name: 'confirm'; checkout: OpenedCheckout; draft: Parameters<typeof EmbedGiftForm>[0]['draft'] }
  | { name: 'paying' };

/**
 * /embed/{page_url}: the gift form the widget's script frames on a creator's own website (decision 0158),
 * in the creator's colour (`?color=`) and the visitor's language (`?lang=`, else the browser's). The payment
 * page opens in a new tab: providers' pages refuse to be framed, and a supporter keeps the site they were on.
 */
export function EmbedGiftPage() {
  const { t } = useTranslation();
  const { pageUrl: segment = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('color') ?? '';
  const color = isEmbedColor(asked) ? asked.toLowerCase() : defaultEmbedColor;
  useWidgetLanguage(languageOf(search.get('lang')));
  const pageUrl = pageUrlOf(segment);
  const profile = useProfile(pageUrl);
  const creator = profile.data;
  useDocumentTitle(creator ? t('gifts.supportMe.sendTo', { name: creator.page_name }) : null);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const inFrame = framed();

  // Escape closes the widget, as its Close button does on the host page
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && inFrame) window.parent.postMessage({ type: 'pixel:close' }, '*');
  });

  if (profile.isPending && pageUrl) {
    return (
      <Center h="100vh">
        <Loader color={color} aria-label={t('layout.loadingPage')} />
      </Center>
    );
  }
  if (!creator) {
    return (
      <Center h="100vh" p="md">
        <Text role="alert">{t('embeds.widget.unavailable')}</Text>
      </Center>
    );
  }

  const page = `/${creator.page_url}`;
  return (
    <Box maw={420} mx="auto" p="md" component="main">
      <Stack gap="md">
        <Stack align="center" gap={6}>
          <Avatar src={avatarSource(creator)} name={creator.page_name} size={64} alt="" color={color} />
          <Title order={1} fz={20} ta="center">
            {t('gifts.supportMe.sendTo', { name: creator.page_name })}
          </Title>
        </Stack>
        {step.name === 'form' && (
          <EmbedGiftForm
            pageUrl={creator.page_url}
            color={color}
            draft={step.draft}
            onCheckout={(checkout, draft) => setStep({ name: 'confirm', checkout, draft })}
          />
        )}
        {step.name === 'confirm' && (
          <Stack gap="sm" role="region" aria-label={t('embeds.widget.confirmTitle')}>
            <Title order={2} fz={18} ta="center">
              {t('embeds.widget.confirmTitle')}
            </Title>
            <Text ta="center">
              {t('embeds.widget.sending', {
                amount: formatMoney(step.checkout.amount / 100),
                name: creator.page_name,
              })}
            </Text>
            <Button
              component="a"
              href={step.checkout.linkUrl}
              // in the widget's frame the payment page opens in a tab of its own; opened alone, in this one
              target={inFrame ? '_blank' : undefined}
              rel="noopener"
              size="md"
              color={color}
              autoContrast
              onClick={() => inFrame && setStep({ name: 'paying' })}
            >
              {t('embeds.widget.pay')}
            </Button>
            {inFrame && (
              <Text fz="sm" c="dimmed" ta="center">
                {t('embeds.widget.payHint')}
              </Text>
            )}
            <Button
              variant="subtle"
              color={color}
              onClick={() => setStep({ name: 'form', draft: step.draft })}
            >
              {t('embeds.widget.change')}
            </Button>
          </Stack>
        )}
        {step.name === 'paying' && (
          <Stack gap="sm" align="center" role="status">
            <Title order={2} fz={18} ta="center">
              {t('embeds.widget.payingTitle')}
            </Title>
            <Text ta="center">{t('embeds.widget.paying', { name: creator.page_name })}</Text>
            <Button variant="light" color={color} onClick={() => setStep({ name: 'form' })}>
              {t('embeds.widget.another')}
            </Button>
          </Stack>
        )}
        <Text fz="sm" ta="center" c="dimmed">
          <Anchor
            href={page}
            target={inFrame ? '_blank' : undefined}
            rel="noopener"
            c="dimmed"
            underline="always"
          >
            {t('embeds.widget.viewPage', { name: creator.page_name })}
          </Anchor>
          {' · '}
          {t('embeds.widget.by')}
        </Text>
      </Stack>
    </Box>
  );
}
