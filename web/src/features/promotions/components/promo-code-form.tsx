import { Alert, Button, Group, Modal, MultiSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { promoCodeRequest, type PromoCode, type PromoCodeRequest } from '@pixel/contract';
import { PesoSign } from '@/components/ui/peso-sign';
import { ModalActions } from '@/components/ui/modal-actions';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { usePostsToChoose, useProductsToChoose, useTiersToChoose } from '../api/get-own-items';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/save-promo-code';
import { useTranslation } from '../texts';

/** The form as typed: numbers stay text until the contract's schema reads them. */
export type PromoFormValues = {
  code: string;
  discount_type: 'percent' | 'fixed';
  percent_off: string;
  amount_off: string;
  applies_to: 'everything' | 'chosen';
  tier_ids: string[];
  post_ids: string[];
  product_ids: string[];
  duration: 'first_period' | 'every_period';
  max_uses: string;
  max_uses_per_person: string;
  starts_on: string;
  ends_on: string;
};

const defaults = (code?: PromoCode): PromoFormValues => ({
  code: code?.code ?? '',
  discount_type: code?.discount_type ?? 'percent',
  percent_off: code?.percent_off?.toString() ?? '',
  amount_off: code?.amount_off ?? '',
  applies_to: code?.applies_to ?? 'everything',
  tier_ids: code?.tier_ids ?? [],
  post_ids: code?.post_ids ?? [],
  product_ids: code?.product_ids ?? [],
  duration: code?.duration ?? 'first_period',
  max_uses: code?.max_uses?.toString() ?? '',
  max_uses_per_person: code?.max_uses_per_person.toString() ?? '1',
  starts_on: code?.starts_on ?? '',
  ends_on: code?.ends_on ?? '',
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request the form's values make: what the other discount type would take is left out. */
export function requestOf(values: PromoFormValues): PromoCodeRequest {
  const chosen = values.applies_to === 'chosen';
  return {
    code: values.code,
    discount_type: values.discount_type,
    percent_off: values.discount_type === 'percent' ? numberOrNull(values.percent_off) : null,
    amount_off: values.discount_type === 'fixed' ? values.amount_off.trim() || null : null,
    applies_to: values.applies_to,
    tier_ids: chosen ? values.tier_ids : [],
    post_ids: chosen ? values.post_ids : [],
    product_ids: chosen ? values.product_ids : [],
    duration: values.duration,
    max_uses: numberOrNull(values.max_uses),
    max_uses_per_person: numberOrNull(values.max_uses_per_person) ?? 1,
    starts_on: values.starts_on || null,
    ends_on: values.ends_on || null,
  };
}

// the contract's schema checks the request the values make, so the browser says what the server would
const resolver: Resolver<PromoFormValues, unknown, PromoCodeRequest> = async (values) => {
  const body = requestOf(values);
  const parsed = promoCodeRequest.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: FieldErrors<PromoFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'root') as keyof PromoFormValues;
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** New promo code, or Edit {code}: a PUT replaces every field. */
export function PromoCodeFormModal({
  opened,
  code,
  pageUrl,
  onClose,
}: {
  opened: boolean;
  code?: PromoCode;
  /** The creator's page, whose posts the code may be for. */
  pageUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={code ? t('promotions.form.editTitle', { code: code.code }) : t('promotions.form.addTitle')}
      size="lg"
    >
      {/* a new form each time it opens: an edit starts from the code as it is now */}
      {opened && <PromoCodeForm key={code?.id ?? 'new'} code={code} pageUrl={pageUrl} onDone={onClose} />}
    </Modal>
  );
}

function PromoCodeForm({ code, pageUrl, onDone }: { code?: PromoCode; pageUrl: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const tiers = useTiersToChoose();
  const posts = usePostsToChoose(pageUrl);
  const products = useProductsToChoose();
  const form = useForm<PromoFormValues, unknown, PromoCodeRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaults(code),
  });
  const { errors } = form.formState;
  const [discountType, appliesTo] = useWatch({
    control: form.control,
    name: ['discount_type', 'applies_to'],
  });
  const error = (field: keyof PromoFormValues) => localMessage(errors[field]?.message);

  const tierOptions = (tiers.data?.data ?? [])
    .filter((tier) => tier.status !== 'archived')
    .map((tier) => ({ value: tier.id, label: tier.name }));
  const postOptions = (posts.data?.data ?? [])
    .filter((post) => post.is_payable && !post.is_deleted)
    .map((post) => ({
      value: post.id,
      label: t('promotions.form.postLabel', {
        caption:
          post.caption ||
          (post.type === 'image' ? t('promotions.form.untitledSnap') : t('promotions.form.untitledSlide')),
        price: formatMoney(post.pricing?.amount ?? '0'),
      }),
    }));

  const productOptions = (products.data?.data ?? [])
    .filter((product) => product.status === 'active')
    .map((product) => ({
      value: product.id,
      label: t('promotions.form.productLabel', { name: product.name, price: formatMoney(product.price) }),
    }));

  const submit = form.handleSubmit((body) => {
    const onError = (failure: unknown) => handleApiError(failure, { setError: form.setError });
    if (code) {
      update.mutate(
        { id: code.id, code: body },
        {
          onSuccess: () => {
            notifySuccess(t('common.successfullyUpdated'));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          notifySuccess(t('promotions.form.added'));
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={code ? t('promotions.form.save') : t('promotions.form.add')}
    >
      <Stack gap="md">
        {errors.root?.server && <Alert color="red">{errors.root.server.message}</Alert>}
        <TextInput
          label={t('promotions.form.code')}
          description={t('promotions.form.codeHint')}
          withAsterisk
          autoCapitalize="characters"
          autoComplete="off"
          error={error('code')}
          {...form.register('code')}
        />
        <Controller
          control={form.control}
          name="discount_type"
          render={({ field }) => (
            <Radio.Group label={t('promotions.form.discount')} value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                <Radio value="percent" label={t('promotions.form.percent')} />
                <Radio value="fixed" label={t('promotions.form.fixed')} />
              </Group>
            </Radio.Group>
          )}
        />
        {discountType === 'percent' ? (
          <TextInput
            label={t('promotions.form.percentOff')}
            inputMode="numeric"
            rightSection="%"
            error={error('percent_off')}
            {...form.register('percent_off')}
          />
        ) : (
          <TextInput
            label={t('promotions.form.amountOff')}
            inputMode="decimal"
            placeholder="0.00"
            leftSection={<PesoSign />}
            error={error('amount_off')}
            {...form.register('amount_off')}
          />
        )}
        <Controller
          control={form.control}
          name="applies_to"
          render={({ field }) => (
            <Radio.Group label={t('promotions.form.appliesTo')} value={field.value} onChange={field.onChange}>
              <Stack gap="xs" mt="xs">
                <Radio value="everything" label={t('promotions.form.everything')} />
                <Radio value="chosen" label={t('promotions.form.chosen')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {appliesTo === 'chosen' && (
          <>
            <Controller
              control={form.control}
              name="tier_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('promotions.form.tiers')}
                  data={tierOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('tier_ids')}
                  searchable
                />
              )}
            />
            <Controller
              control={form.control}
              name="post_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('promotions.form.posts')}
                  data={postOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('post_ids')}
                  searchable
                />
              )}
            />
            <Controller
              control={form.control}
              name="product_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('promotions.form.products')}
                  data={productOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('product_ids')}
                  searchable
                />
              )}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="duration"
          render={({ field }) => (
            <Radio.Group label={t('promotions.form.duration')} value={field.value} onChange={field.onChange}>
              <Stack gap="xs" mt="xs">
                <Radio value="first_period" label={t('promotions.form.firstPeriod')} />
                <Radio value="every_period" label={t('promotions.form.everyPeriod')} />
              </Stack>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('promotions.form.maxUses')}
            description={t('promotions.form.maxUsesHint')}
            inputMode="numeric"
            error={error('max_uses')}
            {...form.register('max_uses')}
          />
          <TextInput
            label={t('promotions.form.perPerson')}
            inputMode="numeric"
            error={error('max_uses_per_person')}
            {...form.register('max_uses_per_person')}
          />
          <TextInput
            type="date"
            label={t('promotions.form.startsOn')}
            description={t('promotions.form.datesHint')}
            error={error('starts_on')}
            {...form.register('starts_on')}
          />
          <TextInput
            type="date"
            label={t('promotions.form.endsOn')}
            description={t('common.optional')}
            error={error('ends_on')}
            {...form.register('ends_on')}
          />
        </SimpleGrid>
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('promotions.form.cancel')}
            </Button>
            <Button type="submit" variant="gradient" loading={create.isPending || update.isPending}>
              {code ? t('promotions.form.save') : t('promotions.form.add')}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
