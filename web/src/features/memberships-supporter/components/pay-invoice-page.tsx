import {
  Alert,
  Button,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSiteConfig, useUser } from '@/features/auth';
import { usePaymentStatus } from '@/features/gifts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type PaymentChoice, PaymongoRefusal, payInvoice } from '../api/pay-invoice';
import { membershipRedirectUrls, membershipTabPath } from '../api/redirect-urls';
import { useTranslation } from '../texts';

type Field = 'card_number' | 'exp_month' | 'exp_year' | 'cvc' | 'name' | 'email';
const fields: readonly Field[] = ['card_number', 'exp_month', 'exp_year', 'cvc', 'name', 'email'];
/** The card's expiry and code, side by side: the field, its label's key, its autofill name and length. */
const shortFields = [
  ['exp_month', 'expMonth', 'cc-exp-month', 2],
  ['exp_year', 'expYear', 'cc-exp-year', 4],
  ['cvc', 'cvc', 'cc-csc', 4],
] as const;
const isField = (name: string | null): name is Field => fields.includes(name as Field);

// the payment's creator is read once: the page needs where to come back to, not a live status
const askedOnce = { startedAt: 0, interval: 0, timeout: 0 };

/**
 * Pays a membership subscription's first invoice (decision 0127): the server made the subscription and sent
 * the supporter here with its payment intent, `client_key` and `reference`. The card or Maya goes from this
 * page straight to PayMongo; PayMongo then asks for 3-D Secure or Maya's approval where it must, and sends
 * the supporter back to the creator's Membership tab, as a one-off membership checkout does.
 */
export function PayInvoicePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('membershipsSupporter.pay.title'));
  const { paymentIntentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const clientKey = searchParams.get('client_key') ?? '';
  const reference = searchParams.get('reference') ?? '';
  const siteConfig = useSiteConfig();
  const settings = siteConfig.data?.paymongo;
  const payment = usePaymentStatus({ reference, ...askedOnce });
  const accountEmail = useUser().data?.email ?? '';

  const [type, setType] = useState<PaymentChoice['type']>('card');
  const [values, setValues] = useState<Record<Field, string>>({
    card_number: '',
    exp_month: '',
    exp_year: '',
    cvc: '',
    name: '',
    email: '',
  });
  // signed in: the account's email, until the supporter types another
  const [emailEdited, setEmailEdited] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // the browser is on its way to PayMongo or back: the button keeps spinning until the page changes
  const [sending, setSending] = useState(false);

  const loading = siteConfig.isPending || (Boolean(reference) && payment.isPending);
  const creator = payment.data?.creator;
  const payable =
    Boolean(settings && paymentIntentId && clientKey && creator) &&
    payment.data?.kind === 'membership' &&
    payment.data.status === 'pending';

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const emailValue = emailEdited ? values.email : accountEmail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings || !creator) return;
    const given = { ...values, email: emailValue };
    const needed: Field[] =
      type === 'card' ? ['card_number', 'exp_month', 'exp_year', 'cvc', 'name'] : ['name'];
    const missing = needed.filter((field) => !given[field].trim());
    setFormError(null);
    setFieldErrors(
      Object.fromEntries(missing.map((field) => [field, t('membershipsSupporter.pay.required')])),
    );
    if (missing.length) return;
    setSending(true);
    // where a one-off membership checkout comes back to, with this payment's reference
    const back = new URL(membershipRedirectUrls(membershipTabPath(creator.page_url)).success_redirect_url);
    back.searchParams.set('reference', reference);
    const choice: PaymentChoice =
      type === 'card'
        ? {
            type,
            cardNumber: given.card_number,
            expMonth: given.exp_month,
            expYear: given.exp_year,
            cvc: given.cvc,
            name: given.name,
            email: given.email,
          }
        : { type, name: given.name, email: given.email };
    try {
      const outcome = await payInvoice({
        settings,
        paymentIntentId,
        clientKey,
        returnUrl: back.toString(),
        choice,
      });
      if (outcome.status === 'awaiting_next_action') return window.location.assign(outcome.redirectUrl);
      if (outcome.status !== 'awaiting_payment_method') return window.location.assign(back.toString());
      setFormError(t('membershipsSupporter.pay.declined'));
    } catch (error) {
      const refused = error instanceof PaymongoRefusal ? error.errors : [];
      // PayMongo's `detail` is for logs, not for people (its error-handling guide): each field the errors
      // name gets our own words, in the reader's language
      const named = refused.map((item) => item.field).filter(isField);
      if (named.length) {
        setFieldErrors(
          Object.fromEntries(named.map((field) => [field, t(`membershipsSupporter.pay.invalid.${field}`)])),
        );
      } else {
        setFormError(
          t(refused.length ? 'membershipsSupporter.pay.declined' : 'membershipsSupporter.pay.failed'),
        );
      }
    }
    setSending(false);
  };

  if (loading) {
    return (
      <Stack align="center" py="xl" role="status" aria-label={t('membershipsSupporter.pay.loading')}>
        <Loader type="dots" aria-hidden="true" />
      </Stack>
    );
  }

  return (
    // the page's own margins: it is drawn outside the layouts that give one
    <Stack gap="lg" maw={480 + 32} w="100%" mx="auto" px="md" py="lg">
      <Stack gap={4}>
        <Title order={1}>{t('membershipsSupporter.pay.title')}</Title>
        {payable && <Text c="dimmed">{t('membershipsSupporter.pay.subtitle')}</Text>}
      </Stack>
      {!payable ? (
        <Alert color="red" variant="light">
          {t('membershipsSupporter.pay.unavailable')}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="md">
              {formError && (
                <Alert color="red" variant="light">
                  {formError}
                </Alert>
              )}
              <Stack gap={6}>
                <Text fw={500} fz="sm" id="pay-method">
                  {t('membershipsSupporter.pay.method')}
                </Text>
                <SegmentedControl
                  aria-labelledby="pay-method"
                  fullWidth
                  value={type}
                  onChange={(value) => {
                    setType(value as PaymentChoice['type']);
                    setFieldErrors({});
                    setFormError(null);
                  }}
                  data={[
                    { value: 'card', label: t('membershipsSupporter.pay.card') },
                    { value: 'paymaya', label: t('membershipsSupporter.pay.maya') },
                  ]}
                />
              </Stack>
              {type === 'card' ? (
                <>
                  <TextInput
                    label={t('membershipsSupporter.pay.cardNumber')}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                    value={values.card_number}
                    onChange={set('card_number')}
                    error={fieldErrors.card_number}
                  />
                  {/* three short fields fit one line even 320 px wide */}
                  <SimpleGrid cols={3} spacing="xs" style={{ alignItems: 'end' }}>
                    {shortFields.map(([field, label, autoComplete, maxLength]) => (
                      <TextInput
                        key={field}
                        label={t(`membershipsSupporter.pay.${label}`)}
                        inputMode="numeric"
                        autoComplete={autoComplete}
                        maxLength={maxLength}
                        value={values[field]}
                        onChange={set(field)}
                        error={fieldErrors[field]}
                      />
                    ))}
                  </SimpleGrid>
                </>
              ) : (
                <Text fz="sm" c="dimmed">
                  {t('membershipsSupporter.pay.mayaHint')}
                </Text>
              )}
              <TextInput
                label={t(
                  type === 'card' ? 'membershipsSupporter.pay.name' : 'membershipsSupporter.pay.mayaName',
                )}
                autoComplete={type === 'card' ? 'cc-name' : 'name'}
                maxLength={255}
                value={values.name}
                onChange={set('name')}
                error={fieldErrors.name}
              />
              <TextInput
                label={t('membershipsSupporter.pay.email')}
                type="email"
                autoComplete="email"
                maxLength={255}
                value={emailValue}
                onChange={(event) => {
                  setEmailEdited(true);
                  set('email')(event);
                }}
                error={fieldErrors.email}
              />
              <Text fz="sm" c="dimmed">
                {t('membershipsSupporter.pay.secure')}
              </Text>
              <Button type="submit" fullWidth size="md" mih={44} variant="gradient" loading={sending}>
                {t('membershipsSupporter.pay.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
