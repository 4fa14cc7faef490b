import { Box } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/translation';

/** The id of a signed-in layout's main landmark, where `SkipLink` goes. */
export const mainContentId = 'main-content';

/** Out of sight but read and reached by Tab, as Mantine's VisuallyHidden. */
const offScreen: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Over the top corner of the header, while it has the focus. */
const inView: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 16px',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-white)',
  color: 'var(--mantine-color-pixel-9)',
  fontWeight: 700,
  boxShadow: 'var(--mantine-shadow-md)',
};

/**
 * "Skip to main content": the first stop of Tab on a page whose header and menu come before its content,
 * shown only while it has the focus. It moves the focus to the main landmark (which takes it with
 * `tabIndex={-1}`) without changing the address: a hash would be a navigation to the router.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      style={focused ? inView : offScreen}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainContentId);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('layout.skipToMain')}
    </Box>
  );
}
