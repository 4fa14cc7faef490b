import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PromoCode } from '@pixel/contract';
import { useSignedInUser } from '@/features/auth';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { usePromoCodes } from '../api/get-promo-codes';
import { useArchivePromoCode } from '../api/save-promo-code';
import { i18n, useTranslation } from '../texts';
import { PromoCodeFormModal } from './promo-code-form';

const statusColor: Record<PromoCode['status'], string> = {
  active: 'teal',
  scheduled: 'blue',
  ended: 'gray',
  used_up: 'orange',
  archived: 'gray',
};

/**
 * The link that applies a code: the page's Membership tab for a code a tier may take, its Snap tab for a
 * code of posts, its Shop tab for a code of products only (a product's own page when it is one). The join
 * and purchase modals and a product's buy form read `?code=`; the Shop tab hands it to its products.
 */
export function promoLink(pageUrl: string, code: PromoCode) {
  const chosen = code.applies_to === 'chosen' && code.tier_ids.length === 0;
  const [product, ...more] = code.product_ids;
  const path =
    chosen && code.post_ids.length === 0 && product
      ? more.length === 0
        ? `shop/${product}`
        : 'shop'
      : chosen
        ? 'pixel-snap'
        : 'membership';
  return `${window.location.origin}/${pageUrl}/${path}?code=${encodeURIComponent(code.code)}`;
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess(i18n.t('promotions.card.linkCopied'));
  } catch {
    // a browser may refuse the clipboard (no permission, not a secure page)
    notifyError(link);
  }
}

function PromoCodeCard({ code, pageUrl, onEdit }: { code: PromoCode; pageUrl: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const archive = useArchivePromoCode();
  const live = code.status !== 'archived';
  const facts = [
    code.discount_type === 'percent'
      ? t('promotions.card.percentOff', { percent: code.percent_off ?? 0 })
      : t('promotions.card.amountOff', { amount: formatMoney(code.amount_off ?? '0') }),
    code.applies_to === 'everything' ? t('promotions.card.everything') : t('promotions.card.chosen'),
    code.duration === 'every_period' ? t('promotions.card.everyPeriod') : t('promotions.card.firstPeriod'),
  ];
  const limits = [
    code.max_uses === null
      ? t('promotions.card.uses', { count: code.uses })
      : t('promotions.card.usesOf', { count: code.uses, max: code.max_uses }),
    ...(code.open_checkouts > 0 ? [t('promotions.card.open', { count: code.open_checkouts })] : []),
    t('promotions.card.perPerson', { count: code.max_uses_per_person }),
    ...(code.starts_on ? [t('promotions.card.from', { date: code.starts_on })] : []),
    ...(code.ends_on ? [t('promotions.card.until', { date: code.ends_on })] : []),
  ];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={code.code}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {code.code}
          </Title>
          <Badge color={statusColor[code.status]} variant="light">
            {t(`promotions.card.status.${code.status}`)}
          </Badge>
        </Group>
        <Text fw={600}>{facts.join(' · ')}</Text>
        <Text fz="sm" c="dimmed">
          {limits.join(' · ')}
        </Text>
        {live && (
          <Group gap="xs" mt={4}>
            <Button
              variant="light"
              size="xs"
              mih={36}
              onClick={() => void copyLink(promoLink(pageUrl, code))}
            >
              {t('promotions.card.copyLink')}
            </Button>
            <Button variant="default" size="xs" mih={36} onClick={onEdit}>
              {t('promotions.card.edit')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              mih={36}
              onClick={() =>
                openModal('confirm', {
                  title: t('promotions.card.archiveTitle', { code: code.code }),
                  message: t('promotions.card.archiveMessage', { code: code.code }),
                  confirmLabel: t('promotions.card.archiveConfirm'),
                  danger: true,
                  onConfirm: async () => {
                    await archive.mutateAsync(code.id);
                    notifySuccess(t('promotions.card.archived'));
                  },
                })
              }
            >
              {t('promotions.card.archive')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /dashboard/creator-hub/promo-codes: the creator's promo codes, their uses, links, changes and archive. */
export function PromoCodesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('promotions.page.title'));
  const user = useSignedInUser();
  const codes = usePromoCodes();
  // the code being edited, `new` for a new one, null while the form is closed
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const pageUrl = user.profile.page_url;
  const all = codes.data?.data ?? [];
  const live = all.filter((code) => code.status !== 'archived');
  const archived = all.filter((code) => code.status === 'archived');
  const card = (code: PromoCode) => (
    <PromoCodeCard key={code.id} code={code} pageUrl={pageUrl} onEdit={() => setEditing(code)} />
  );

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            {t('promotions.page.eyebrow')}
          </Text>
          <Title order={1}>{t('promotions.page.title')}</Title>
        </div>
        <Button variant="gradient" mih={44} onClick={() => setEditing('new')}>
          {t('promotions.page.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('promotions.page.intro')}</Text>
      {codes.isError ? (
        <LoadError onRetry={() => void codes.refetch()} />
      ) : !codes.data ? (
        <Loader role="status" aria-label={t('promotions.loading')} />
      ) : all.length === 0 ? (
        <Text c="dimmed">{t('promotions.page.none')}</Text>
      ) : (
        <>
          {live.map(card)}
          {archived.length > 0 && (
            <>
              <Title order={2} fz="md" c="dimmed">
                {t('promotions.page.archivedHeading')}
              </Title>
              {archived.map(card)}
            </>
          )}
        </>
      )}
      <PromoCodeFormModal
        opened={editing !== null}
        code={editing === 'new' || editing === null ? undefined : editing}
        pageUrl={pageUrl}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
