import {
  Anchor,
  Button,
  ColorInput,
  CopyButton,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { defaultEmbedColor, embedColors, isEmbedColor, type Language } from '@pixel/contract';
import { useSignedInUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { embeds as englishWords } from '@/locales/en/embeds';
import { embeds as filipinoWords } from '@/locales/fil/embeds';
import { buttonImage, buttonSnippet, cardLink, widgetSnippet } from '../lib/snippets';
import { useTranslation } from '../texts';
import { EmbedPreview } from './embed-preview';

/** The button image's words in the language it is drawn in, whatever language the dashboard shows. */
const buttonWords: Record<Language, string> = {
  en: englishWords.settings.buttonWords,
  fil: filipinoWords.settings.buttonWords,
};

function CopyAction({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? t('embeds.settings.copied') : t('embeds.settings.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/** Code to paste, read-only, selected whole when focused, with a Copy button. */
function CodeField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={value}
        readOnly
        autosize
        minRows={2}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group>
        <CopyAction value={value} />
      </Group>
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/settings/embeds: the creator's gift button and widget for any website and their link-in-bio
 * card (decision 0158): the colour, a live preview, and the code to copy. Nothing is stored: the colour
 * travels in the code.
 */
export function EmbedsSettingsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('embeds.settings.title'));
  const user = useSignedInUser();
  const [typed, setTyped] = useState<string>(defaultEmbedColor);
  // a colour being typed keeps the last whole one in the preview and the code
  const [color, setColor] = useState<string>(defaultEmbedColor);
  const [language, setLanguage] = useState<Language>(i18n.language === 'fil' ? 'fil' : 'en');
  const look = { origin: window.location.origin, pageUrl: user.profile.page_url, color };
  const valid = isEmbedColor(typed);

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('embeds.settings.title')}</Title>
        <Text c="dimmed">{t('embeds.settings.intro')}</Text>
      </div>

      <Section title={t('embeds.settings.look')} hint={t('embeds.settings.colorHint')}>
        <ColorInput
          label={t('embeds.settings.color')}
          format="hex"
          swatches={[...embedColors]}
          swatchesPerRow={6}
          // the eye dropper's button is drawn by browsers that have one (Chromium), with no words of its own
          eyeDropperButtonProps={{ 'aria-label': t('embeds.settings.pickColor') }}
          value={typed}
          maw={320}
          error={valid ? undefined : t('embeds.settings.colorInvalid')}
          onChange={(value) => {
            setTyped(value);
            if (isEmbedColor(value)) setColor(value.toLowerCase());
          }}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="embeds-image-language">
            {t('embeds.settings.imageLanguage')}
          </Text>
          <SegmentedControl
            aria-labelledby="embeds-image-language"
            value={language}
            onChange={(value) => setLanguage(value === 'fil' ? 'fil' : 'en')}
            data={[
              { value: 'en', label: t('embeds.settings.english') },
              { value: 'fil', label: t('embeds.settings.filipino') },
            ]}
            maw={320}
          />
        </Stack>
      </Section>

      <Section title={t('embeds.settings.widgetTitle')} hint={t('embeds.settings.widgetHint')}>
        <Text fw={600} fz="sm">
          {t('embeds.settings.preview')}
        </Text>
        <EmbedPreview look={look} language={language} buttonWords={buttonWords[language]} />
        <CodeField label={t('embeds.settings.widgetCode')} value={widgetSnippet(look)} />
      </Section>

      <Section title={t('embeds.settings.buttonTitle')} hint={t('embeds.settings.buttonHint')}>
        <Text fw={600} fz="sm">
          {t('embeds.settings.preview')}
        </Text>
        <Image
          src={buttonImage(look, language)}
          alt={buttonWords[language]}
          h={44}
          w="auto"
          fit="contain"
          style={{ alignSelf: 'flex-start' }}
        />
        <CodeField
          label={t('embeds.settings.buttonCode')}
          value={buttonSnippet(look, language, buttonWords[language])}
        />
      </Section>

      <Section title={t('embeds.settings.cardTitle')} hint={t('embeds.settings.cardHint')}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('embeds.settings.cardAddress')}
            value={cardLink(look)}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyAction value={cardLink(look)} />
        </Group>
        <Anchor href={cardLink(look)} target="_blank" rel="noopener" fz="sm">
          {t('embeds.settings.openCard')}
        </Anchor>
      </Section>
    </Stack>
  );
}
