import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Input,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldPath,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import {
  formatCentavos,
  membershipPeriods,
  periodPrice,
  tierLimits,
  tierRequest,
  type MembershipTier,
  type TierRequest,
} from '@pixel/contract';
import { ImageUploadField } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { ModalActions } from '@/components/ui/modal-actions';
import { PesoSign } from '@/components/ui/peso-sign';
import { MemberPricingField } from '@/features/promotions';
import { formatMoney } from '@/lib/money';
import { periodName } from './tier-prices';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

/**
 * The contract's tier rules, with each benefit an object: react-hook-form's field arrays keep a row's
 * identity (its key and its error) only for objects.
 */
// the list's own rule, in English as the contract's are; shown in the reader's language by the form
const benefitsMaxMessage = `A tier has at most ${tierLimits.benefitsMax} benefits.`;

const tierFormSchema = tierRequest.extend({
  benefits: z
    .array(z.object({ value: tierRequest.shape.benefits.unwrap().element }))
    .max(tierLimits.benefitsMax, benefitsMaxMessage),
});

export type TierFormValues = {
  name: string;
  price: string;
  description: string;
  image: string | null;
  benefits: { value: string }[];
  discount_6_months: string;
  discount_12_months: string;
  member_post_discount: string;
  /** A 7-day free trial for new members paying by card (decision 0155). */
  offers_trial: boolean;
  visibility: 'visible' | 'hidden';
};

export const tierFormDefaults = (tier?: MembershipTier): TierFormValues => ({
  name: tier?.name ?? '',
  price: tier?.price ?? '',
  description: tier?.description ?? '',
  image: tier?.image ?? null,
  benefits: (tier?.benefits ?? []).map((value) => ({ value })),
  discount_6_months: String(tier?.discount_6_months ?? 0),
  discount_12_months: String(tier?.discount_12_months ?? 0),
  member_post_discount: String(tier?.member_post_discount ?? 0),
  offers_trial: tier?.offers_trial ?? false,
  visibility: tier?.status === 'hidden' ? 'hidden' : 'visible',
});

/**
 * The server names a benefit's error `benefits.2`; the form's field is `benefits.2.value`. Every other field
 * has the same name on both sides.
 */
export const toFormField = (field: string): FieldPath<TierFormValues> =>
  (/^benefits\.\d+$/.test(field) ? `${field}.value` : field) as FieldPath<TierFormValues>;

/** What a month's price comes to for each period, as the form is filled in. */
function PeriodPrices({ price, six, twelve }: { price: string; six: string; twelve: string }) {
  const parsed = tierRequest.shape.price.safeParse(price);
  const discounts = { six: Number(six) || 0, twelve: Number(twelve) || 0 };
  if (!parsed.success || discounts.six > 50 || discounts.twelve > 50) return null;
  return (
    <Text fz="sm" c="dimmed" aria-live="polite">
      {membershipPeriods
        .map(
          (months) =>
            `${periodName(months)} ${formatMoney(periodPrice(parsed.data, months, discounts) / 100)}`,
        )
        .join(' · ')}
    </Text>
  );
}

function PercentSign() {
  return (
    <Text component="span" fz="sm" c="dimmed" aria-hidden="true">
      %
    </Text>
  );
}

/**
 * The add and edit form of a tier: name, monthly price, description, image, benefits, the 6- and 12-month
 * discounts and whether new members can join it.
 */
export function TierForm({
  tier,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  tier?: MembershipTier;
  submitLabel: string;
  pending: boolean;
  /** Gets the request body and the form's setError for the server's field errors. */
  onSubmit: (body: TierRequest, setError: UseFormSetError<TierFormValues>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  // the contract's schema checks the fields and gives their parsed values (the price in centavos)
  const form = useForm<TierFormValues, unknown, z.output<typeof tierFormSchema>>({
    resolver: zodResolver(tierFormSchema) as unknown as Resolver<
      TierFormValues,
      unknown,
      z.output<typeof tierFormSchema>
    >,
    mode: 'onTouched',
    defaultValues: tierFormDefaults(tier),
  });
  const { errors } = form.formState;
  const benefits = useFieldArray({ control: form.control, name: 'benefits' });
  const [name, description, price, six, twelve, benefitValues] = useWatch({
    control: form.control,
    name: ['name', 'description', 'price', 'discount_6_months', 'discount_12_months', 'benefits'],
  });

  const setServerError: UseFormSetError<TierFormValues> = (field, error, options) =>
    form.setError(toFormField(field), error, options);

  const submit = form.handleSubmit((parsed) => {
    onSubmit(
      {
        name: parsed.name,
        price: formatCentavos(parsed.price),
        description: parsed.description ?? null,
        image: parsed.image ?? null,
        benefits: parsed.benefits.map((benefit) => benefit.value),
        discount_6_months: parsed.discount_6_months,
        discount_12_months: parsed.discount_12_months,
        member_post_discount: parsed.member_post_discount,
        offers_trial: parsed.offers_trial ? 1 : 0,
        visibility: parsed.visibility,
      },
      setServerError,
    );
  });

  const full = benefits.fields.length >= tierLimits.benefitsMax;
  // the server's error on the list itself (too many), or on one it could not place
  const listErrorText = errors.benefits?.message ?? errors.benefits?.root?.message;
  const listError =
    listErrorText === benefitsMaxMessage
      ? t('memberships.tierForm.benefitsMax', { count: tierLimits.benefitsMax })
      : localMessage(listErrorText);

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {errors.root?.server && <Alert color="red">{errors.root.server.message}</Alert>}
        <TextInput
          label={t('memberships.tierForm.name')}
          withAsterisk
          description={<CharacterCount value={name} max={tierLimits.nameMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <Stack gap={6}>
          <TextInput
            label={t('memberships.tierForm.price')}
            withAsterisk
            description={t('memberships.tierForm.priceHint')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            leftSection={<PesoSign />}
            error={localMessage(errors.price?.message)}
            {...form.register('price')}
          />
          <PeriodPrices price={price} six={six} twelve={twelve} />
        </Stack>
        <Textarea
          label={t('memberships.tierForm.description')}
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={description} max={tierLimits.descriptionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.description?.message)}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label={t('memberships.tierForm.image')}
              value={field.value}
              onChange={(url) => field.onChange(url)}
              onUploadingChange={setUploading}
              error={localMessage(errors.image?.message)}
            />
          )}
        />
        <div
          role="group"
          aria-labelledby="tier-benefits-label"
          aria-describedby={listError ? 'tier-benefits-hint tier-benefits-error' : 'tier-benefits-hint'}
        >
          <Input.Label labelElement="div" id="tier-benefits-label" size="md">
            {t('memberships.tierForm.benefits')}
          </Input.Label>
          <Input.Description id="tier-benefits-hint" size="md">
            {t('memberships.tierForm.benefitsHint', { count: tierLimits.benefitsMax })}
          </Input.Description>
          {listError && <Input.Error id="tier-benefits-error">{listError}</Input.Error>}
          <Stack gap="xs" mt={6}>
            {benefits.fields.map((field, index) => (
              <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  flex={1}
                  miw={0}
                  label={t('memberships.tierForm.benefit', { index: index + 1 })}
                  description={
                    <CharacterCount value={benefitValues[index]?.value} max={tierLimits.benefitMax} />
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  styles={{ description: { textAlign: 'right' } }}
                  error={localMessage(errors.benefits?.[index]?.value?.message)}
                  {...form.register(`benefits.${index}.value`)}
                />
                <CloseButton
                  // beside the field, not beside its label
                  mt={30}
                  size="lg"
                  aria-label={t('memberships.tierForm.removeBenefit', { index: index + 1 })}
                  onClick={() => benefits.remove(index)}
                />
              </Group>
            ))}
            <Button
              variant="light"
              w="fit-content"
              disabled={full}
              onClick={() => benefits.append({ value: '' }, { shouldFocus: true })}
            >
              {t('memberships.tierForm.addBenefit')}
            </Button>
            {full && (
              <Text fz="sm" c="dimmed">
                {t('memberships.tierForm.benefitsMax', { count: tierLimits.benefitsMax })}
              </Text>
            )}
          </Stack>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('memberships.tierForm.discount6')}
            description={t('memberships.tierForm.discount6Hint')}
            inputMode="numeric"
            autoComplete="off"
            rightSection={<PercentSign />}
            error={localMessage(errors.discount_6_months?.message)}
            {...form.register('discount_6_months')}
          />
          <TextInput
            label={t('memberships.tierForm.discount12')}
            description={t('memberships.tierForm.discount12Hint')}
            inputMode="numeric"
            autoComplete="off"
            rightSection={<PercentSign />}
            error={localMessage(errors.discount_12_months?.message)}
            {...form.register('discount_12_months')}
          />
        </SimpleGrid>
        <MemberPricingField
          error={localMessage(errors.member_post_discount?.message)}
          {...form.register('member_post_discount')}
        />
        <Controller
          control={form.control}
          name="offers_trial"
          render={({ field }) => (
            <Checkbox
              label={t('memberships.trial.offer')}
              description={t('memberships.trial.offerHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={localMessage(errors.offers_trial?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <Radio.Group
              label={t('memberships.tierForm.whoCanJoin')}
              value={field.value}
              onChange={(value) => field.onChange(value as TierFormValues['visibility'])}
              error={localMessage(errors.visibility?.message)}
            >
              <Stack gap="sm" mt={6}>
                <Radio
                  value="visible"
                  label={t('memberships.tierForm.visible')}
                  description={t('memberships.tierForm.visibleHint')}
                />
                <Radio
                  value="hidden"
                  label={t('memberships.tierForm.hidden')}
                  description={t('memberships.tierForm.hiddenHint')}
                />
              </Stack>
            </Radio.Group>
          )}
        />
        {/* the buttons stay in view while the tall form scrolls on a phone */}
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="gradient" loading={pending} disabled={uploading}>
              {submitLabel}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
