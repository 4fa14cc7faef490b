import { Box, Button, CloseButton, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { embedInk, type Language } from '@pixel/contract';
import { widgetPage, type EmbedLook } from '../lib/snippets';
import { useTranslation } from '../texts';

/**
 * A live preview of the widget as a visitor meets it on the creator's website: the floating button in the
 * corner of a page, and, once pressed, the widget's own page framed over it, as the script frames it.
 */
export function EmbedPreview({
  look,
  language,
  buttonWords,
}: {
  look: EmbedLook;
  language: Language;
  buttonWords: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      pos="relative"
      h={open ? 600 : 220}
      bg="gray.0"
      style={{ overflow: 'hidden' }}
      aria-label={t('embeds.settings.previewPage')}
      role="group"
    >
      <Box p="md" aria-hidden="true">
        <Box h={14} w="40%" bg="gray.3" style={{ borderRadius: 4 }} />
        <Box h={10} w="85%" mt="sm" bg="gray.2" style={{ borderRadius: 4 }} />
        <Box h={10} w="70%" mt={6} bg="gray.2" style={{ borderRadius: 4 }} />
        <Text fz="xs" c="dimmed" mt="sm">
          {t('embeds.settings.previewPage')}
        </Text>
      </Box>
      {open ? (
        <Box
          pos="absolute"
          inset={0}
          p="xs"
          style={{ background: 'rgba(0,0,0,.55)', display: 'flex', justifyContent: 'center' }}
        >
          <iframe
            title={t('embeds.settings.previewWidget')}
            src={widgetPage(look, language)}
            style={{
              width: '100%',
              maxWidth: 420,
              height: '100%',
              border: 0,
              borderRadius: 16,
              background: '#fff',
            }}
          />
          <CloseButton
            pos="absolute"
            top={12}
            right={12}
            size="lg"
            radius="xl"
            bg="white"
            aria-label={t('embeds.settings.closePreview')}
            onClick={() => setOpen(false)}
          />
        </Box>
      ) : (
        <Button
          pos="absolute"
          bottom={16}
          right={16}
          radius="xl"
          size="md"
          color={look.color}
          c={embedInk(look.color)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {buttonWords}
        </Button>
      )}
    </Paper>
  );
}
