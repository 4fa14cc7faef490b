import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { CreatorTabSection } from './creator-tab-section';
import { useCreatorPageContext, type CreatorTabSlug } from './creator-tabs';
import { useTranslation } from '@/lib/translation';

// the Membership tab draws its own empty state
type EmptyTabSlug = Exclude<CreatorTabSlug, 'home' | 'membership'>;

/** A tab whose content is not built yet: a friendly empty state rather than a blank page. */
export function CreatorEmptyTab({ tab }: { tab: EmptyTabSlug }) {
  const { t } = useTranslation();
  const { profile } = useCreatorPageContext();
  return (
    <CreatorTabSection title={t(`creatorPage.tabs.${tab}`)}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="4" y="4" width="7" height="7" rx="1.5" />
              <rect x="13" y="13" width="7" height="7" rx="1.5" />
              <path d="M13 7.5h7M4 16.5h7" strokeLinecap="round" />
            </svg>
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('common.nothingHereYet')}
          </Text>
          <Text c="dimmed" ta="center" maw={420}>
            {t(`creatorPage.empty.${tab}`, { name: profile.page_name })}
          </Text>
        </Stack>
      </Paper>
    </CreatorTabSection>
  );
}
