import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useRef, useState } from 'react';
import {
  formatCentavos,
  giftItemLimits,
  giftItemRequest,
  manilaToday,
  parseCentavos,
  type GiftItemRequest,
  type PersonSummary,
  type PhotoType,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { avatarSource } from '@/lib/avatar';
import { localMessage } from '@/lib/form-messages';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { giftItemRedirectUrls } from '../api/redirect-urls';
import { useStartGiftItem } from '../api/start-gift-item';
import { useTranslation } from '../texts';
import { maskMobileNumber, periodName } from './gift-words';

export type GiftItemModalProps = {
  creator: PersonSummary;
  /** A membership of this tier, for 1 to 12 months. */
  tier?: { id: string; name: string; price: string };
  /** Or this paid Snap or Slide, at its price. */
  post?: { id: string; type: PhotoType; price: string };
};

type RecipientKind = 'page' | 'email' | 'mobile';
const recipientField = {
  page: 'recipient_page_url',
  email: 'recipient_email',
  mobile: 'recipient_mobile_number',
} as const;

/** The last day a gift may be delivered on: a year (366 days) from today in Manila. */
function lastDeliveryDay(today: string) {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + giftItemLimits.deliverDaysMax);
  return date.toISOString().slice(0, 10);
}

const monthChoices = Array.from(
  { length: giftItemLimits.monthsMax - giftItemLimits.monthsMin + 1 },
  (_, index) => giftItemLimits.monthsMin + index,
);

/**
 * Gift a membership of a tier (1 to 12 months, the monthly price times the months) or a paid post to
 * someone named by their PIXEL page, email or mobile number, with a message, anonymously if the giver
 * likes, on a chosen Manila date; then off to the checkout, as a membership is paid (decision 0153).
 */
export function GiftItemModal({ innerProps }: ContextModalProps<GiftItemModalProps>) {
  const { t } = useTranslation();
  const { creator, tier, post } = innerProps;
  const [months, setMonths] = useState(1);
  const [recipientKind, setRecipientKind] = useState<RecipientKind>('page');
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [deliverOn, setDeliverOn] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  // the browser is on its way to the checkout: the button keeps spinning until the page changes
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const today = manilaToday();

  const price = parseCentavos(tier?.price ?? post?.price ?? '0') ?? 0;
  const total = tier ? price * months : price;

  const start = useStartGiftItem({
    mutationConfig: {
      onSuccess: ({ data }) => {
        setLeaving(true);
        window.location.assign(data.link_url);
      },
      onError: (error) => {
        sending.current = false;
        if (isApiError(error, 'UnauthorizedAccessException')) {
          openModal('login');
          return;
        }
        if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
          setFieldErrors(
            Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])),
          );
          return;
        }
        handleApiError(error);
      },
    },
  });

  const submit = () => {
    // a second click while the first is on its way starts nothing
    if (sending.current || leaving) return;
    const value =
      recipientKind === 'page'
        ? recipient.trim().replace(/^@/, '')
        : recipientKind === 'mobile'
          ? recipient.replace(/\D/g, '')
          : recipient.trim();
    const gift: GiftItemRequest = {
      ...(tier ? { kind: 'membership', tier_id: tier.id, months } : { kind: 'post', post_id: post?.id }),
      [recipientField[recipientKind]]: value,
      ...(message.trim() && { message: message.trim() }),
      is_anonymous: anonymous,
      ...(deliverOn && { deliver_on: deliverOn }),
      ...giftItemRedirectUrls(deliverOn || undefined),
    };
    // what the server would refuse is said on its field before anything is sent
    const checked = giftItemRequest.safeParse(gift);
    const errors: Record<string, string | undefined> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'kind');
        errors[field] ??= localMessage(issue.message);
      }
    }
    if (deliverOn && deliverOn > lastDeliveryDay(today)) {
      errors.deliver_on ??= t('giftItems.modal.deliverTooLate');
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    sending.current = true;
    start.mutate({ gift });
  };

  const shownFields = new Set<string>(['months', 'message', 'deliver_on', ...Object.values(recipientField)]);
  const otherErrors = Object.entries(fieldErrors)
    .filter(([field, text]) => !shownFields.has(field) && text)
    .map(([, text]) => text);
  // the recipient's error, whichever of its three fields it came on
  const recipientError = Object.values(recipientField)
    .map((field) => fieldErrors[field])
    .find(Boolean);

  const recipientInput = {
    page: (
      <TextInput
        key="page"
        label={t('giftItems.modal.pageLabel')}
        description={t('giftItems.modal.pageHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        leftSection={
          <Text fz="sm" fw={600} aria-hidden="true">
            @
          </Text>
        }
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
        error={recipientError}
        size="md"
      />
    ),
    email: (
      <TextInput
        key="email"
        label={t('giftItems.modal.emailLabel')}
        type="email"
        autoComplete="off"
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
        error={recipientError}
        size="md"
      />
    ),
    mobile: (
      <TextInput
        key="mobile"
        label={t('giftItems.modal.mobileLabel')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000 0000 000"
        leftSection={
          <Text fz="sm" fw={600} aria-hidden="true">
            +63
          </Text>
        }
        leftSectionWidth={48}
        value={recipient}
        onChange={(event) => setRecipient(maskMobileNumber(event.currentTarget.value))}
        error={recipientError}
        size="md"
      />
    ),
  }[recipientKind];

  return (
    <Stack gap="md">
      <Stack align="center" gap={6}>
        <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={56} alt="" />
        <ModalHeading>
          {tier ? t('giftItems.modal.titleTier', { tier: tier.name }) : t('giftItems.modal.titlePost')}
        </ModalHeading>
        <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {tier
            ? t('giftItems.modal.subtitleTier', {
                tier: tier.name,
                name: creator.page_name,
                price: formatMoney(tier.price),
              })
            : t('giftItems.modal.subtitlePost', {
                name: creator.page_name,
                price: formatMoney(post?.price ?? '0'),
              })}
        </Text>
      </Stack>

      {otherErrors.length > 0 && (
        <Alert color="red" variant="light">
          {otherErrors.join(' ')}
        </Alert>
      )}

      {tier && (
        <NativeSelect
          label={t('giftItems.modal.months')}
          size="md"
          value={String(months)}
          onChange={(event) => setMonths(Number(event.currentTarget.value))}
          data={monthChoices.map((n) => ({ value: String(n), label: periodName(n) }))}
          error={fieldErrors.months}
        />
      )}

      <Stack gap={6}>
        <Text component="span" id="gift-recipient-kind" fw={500} fz="sm">
          {t('giftItems.modal.recipient')}
        </Text>
        <SegmentedControl
          aria-labelledby="gift-recipient-kind"
          fullWidth
          // three choices side by side at 320 px: a long one wraps rather than running out of its segment
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
          value={recipientKind}
          onChange={(value) => {
            setRecipientKind(value as RecipientKind);
            setRecipient('');
          }}
          data={[
            { value: 'page', label: t('giftItems.modal.byPage') },
            { value: 'email', label: t('giftItems.modal.byEmail') },
            { value: 'mobile', label: t('giftItems.modal.byMobile') },
          ]}
        />
        {recipientInput}
      </Stack>

      <Textarea
        label={t('giftItems.modal.message')}
        size="md"
        autosize
        minRows={3}
        maxRows={6}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        description={<CharacterCount value={message} max={giftItemLimits.messageMax} />}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ description: { textAlign: 'right' } }}
        error={fieldErrors.message}
      />

      <Checkbox
        label={t('giftItems.modal.anonymous')}
        description={t('giftItems.modal.anonymousHint')}
        checked={anonymous}
        onChange={(event) => setAnonymous(event.currentTarget.checked)}
      />

      <TextInput
        label={t('giftItems.modal.deliverOn')}
        description={t('giftItems.modal.deliverOnHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        type="date"
        size="md"
        min={today}
        max={lastDeliveryDay(today)}
        value={deliverOn}
        onChange={(event) => setDeliverOn(event.currentTarget.value)}
        error={fieldErrors.deliver_on}
      />

      <Text fz="sm" c="dimmed" ta="center">
        {t('giftItems.modal.claimNote')} {t('giftItems.modal.securePage')}
      </Text>

      {/* the total and Pay stay in view on a phone while the form scrolls */}
      <ModalActions>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('giftItems.modal.total')}</Text>
            <Text fw={700} data-testid="gift-total">
              {formatMoney(formatCentavos(total))}
            </Text>
          </Group>
          <Button
            fullWidth
            size="md"
            mih={44}
            variant="gradient"
            loading={start.isPending || leaving}
            onClick={submit}
          >
            {t('giftItems.modal.pay')}
          </Button>
        </Stack>
      </ModalActions>
    </Stack>
  );
}
