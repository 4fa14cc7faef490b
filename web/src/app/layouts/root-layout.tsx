import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { LanguageSync } from '@/features/languages';
import { rememberCampaign } from '@/lib/campaign';
import { AppModalsProvider } from '../provider';

/** A thin bar at the top while the next page's code loads, so a tap on a slow network shows it was heard. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('layout.loadingPage')}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      bg="pixel.6"
      style={{ zIndex: 1000 }}
    />
  );
}

/** Keeps the campaign (utm_…) of any address opened, for the sign-in or payment it leads to. */
function CampaignMemory() {
  const { search } = useLocation();
  useEffect(() => rememberCampaign(search), [search]);
  return null;
}

export function RootLayout() {
  return (
    <AppModalsProvider>
      <ScrollRestoration />
      <NavigationProgress />
      <CampaignMemory />
      <LanguageSync />
      <Outlet />
    </AppModalsProvider>
  );
}
