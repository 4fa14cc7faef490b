import { Box, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import { QrCodeImage } from '@/features/share';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney } from '@/lib/money';
import { useOverlayView } from '../api/overlay-view';
import { useOverlayEvents } from '../api/use-overlay-events';
import { useWidgetTest } from '../lib/widget-test';
import { scanLink, scanAmountOf } from '../lib/scan-link';
import { OverlayChrome, useCreatorLanguage } from './overlay-chrome';
import { onVideo, WidgetPanel } from './widget-panel';
import { useTranslation } from '../texts';

// more than a quarter of the stream's height: on a 720p stream the code is 200 px, four pixels to a module
// of a code of this length (level H, so a compressed, blurred frame still reads), which phone cameras read
// off a screen
const CODE_SHARE = 0.28;

/**
 * /overlay/{token}/scan: a code a viewer scans with the phone in their hand, which opens the creator's gift
 * form with the amount the address names (`?amount=100`, ₱100 when it names none) and marks the gift as given from the stream.
 */
export function ScanWidgetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.scan.documentTitle'));
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const view = useOverlayView(token);
  useCreatorLanguage(view.data?.data.language);
  const page = view.data?.data;
  const centavos = scanAmountOf(search.get('amount'));
  // the streaming software's canvas: the code is a share of its height, however large it is drawn
  const { height } = useViewportSize();
  const test = useWidgetTest('scan');
  useOverlayEvents(token, test.hear);

  return (
    <OverlayChrome>
      {view.isError ? (
        <Text m="lg" fw={700} style={onVideo}>
          {t('overlay.widgets.unavailable')}
        </Text>
      ) : (
        page && (
          <WidgetPanel title={t('overlay.scan.title')} test={test.testing}>
            <Box mt="md" w="fit-content" style={{ borderRadius: 12, overflow: 'hidden' }}>
              <QrCodeImage
                value={scanLink(window.location.origin, page.page_url, centavos)}
                size={Math.round(height * CODE_SHARE)}
                label={t('overlay.scan.codeLabel', { name: page.page_name })}
              />
            </Box>
            <Text fz={18} fw={700} mt="xs" style={onVideo}>
              {`${window.location.host}/${page.page_url}`}
            </Text>
            <Text fz={22} fw={800} mt="sm" style={onVideo}>
              {t('overlay.scan.amount', { amount: formatMoney(centavos / 100) })}
            </Text>
            <Text fz={16} mt={4} style={{ ...onVideo, opacity: 0.85 }}>
              {t('overlay.scan.methods')}
            </Text>
            {test.testing && (
              <Text fz={20} fw={700} mt="sm" maw={440} style={{ ...onVideo, color: '#fde68a' }}>
                {t('overlay.widgets.testScan')}
              </Text>
            )}
          </WidgetPanel>
        )
      )}
    </OverlayChrome>
  );
}
