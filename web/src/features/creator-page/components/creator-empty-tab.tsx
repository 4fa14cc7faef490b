import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { CreatorTabSection } from './creator-tab-section';
import { creatorTabs, useCreatorPageContext, type CreatorTabSlug } from './creator-tabs';

// the Membership tab draws its own empty state
type EmptyTabSlug = Exclude<CreatorTabSlug, 'home' | 'membership'>;

const emptyText: Record<EmptyTabSlug, (pageName: string) => string> = {
  'my-goals': (pageName) => `${pageName} has no goals to show yet.`,
  'question-and-answer': (pageName) => `${pageName} is not taking questions yet.`,
  'pixel-snap': (pageName) => `${pageName} has not posted any Snaps yet.`,
  'pixel-bloc': (pageName) => `${pageName} has not posted on their Bloc yet.`,
};

/** A tab whose content is not built yet: a friendly empty state rather than a blank page. */
export function CreatorEmptyTab({ tab }: { tab: EmptyTabSlug }) {
  const { profile } = useCreatorPageContext();
  const name = creatorTabs.find((entry) => entry.slug === tab)?.name;
  return (
    <CreatorTabSection title={name ?? ''}>
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
            Nothing here yet
          </Text>
          <Text c="dimmed" ta="center" maw={420}>
            {emptyText[tab](profile.page_name)}
          </Text>
        </Stack>
      </Paper>
    </CreatorTabSection>
  );
}
