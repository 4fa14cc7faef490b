import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type IdentityDocumentType,
  type IdentityFileSide,
  type IdentityVerification,
  identityDocuments,
  identityDocumentTypes,
  identityFileFields,
  identityVerificationForm,
  identityVerificationRules as rules,
  isOldEnough,
  manilaToday,
  says,
} from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { type ApiError, isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useSubmitVerification } from '../api/submit-verification';
import { i18n, useTranslation } from '../texts';
import { PhotoField, photoTypes } from './photo-field';
import { localMessage } from '@/lib/form-messages';

const photoKeys = {
  front: 'identityFront',
  back: 'identityBack',
  selfie: 'identitySelfie',
} as const satisfies Record<IdentityFileSide, string>;

const photo = (side: IdentityFileSide) =>
  z
    .instanceof(File, { message: says(`${photoKeys[side]}Required`) })
    .refine((file) => photoTypes.includes(file.type), says(`${photoKeys[side]}NotImage`))
    .refine(
      (file) => file.size <= rules.maxBytes,
      says(`${photoKeys[side]}TooLarge`, { megabytes: rules.maxBytes / 1024 / 1024 }),
    );

const hasBack = (type: string) =>
  type in identityDocuments && identityDocuments[type as IdentityDocumentType].back;

/** A back photo when the chosen ID has one; apart, so it is said even while another field is wrong. */
const backWhenTheIdHasOne = z
  .object({ id_type: z.string(), id_back: z.unknown() })
  .refine((values) => !hasBack(values.id_type) || values.id_back instanceof File, {
    path: ['id_back'],
    message: says('identityBackRequired'),
  });

/**
 * The contract's text fields with the photos beside them. The age is said here first, on this device's
 * Manila day; the server decides on its own clock.
 */
const verificationFormSchema = z.intersection(
  identityVerificationForm.extend({
    birth_date: identityVerificationForm.shape.birth_date.refine(
      (day) => isOldEnough(day, manilaToday()),
      says('identityUnderAge', { age: rules.minimumAge }),
    ),
    id_front: photo('front'),
    id_back: photo('back').nullable(),
    selfie: photo('selfie'),
  }),
  backWhenTheIdHasOne,
);

type Values = {
  legal_name: string;
  birth_date: string;
  address: string;
  id_type: IdentityDocumentType | '';
  id_front: File | null;
  id_back: File | null;
  selfie: File | null;
};

// built when drawn, so the first line is in the reader's language
const idTypeOptions = () => [
  { value: '', label: i18n.t('verification.form.chooseId'), disabled: true },
  ...identityDocumentTypes.map((type) => ({ value: type, label: identityDocuments[type].label })),
];

/** The server's refusal of a check when the identity is verified already, this year's check again among them. */
const isAlreadyVerified = (error: ApiError) =>
  error.says('identityApproved') || error.says('identityRenewed');

const photoLabels = {
  front: 'verification.form.front',
  back: 'verification.form.back',
  selfie: 'verification.form.selfie',
} as const satisfies Record<IdentityFileSide, string>;

/**
 * Legal name, birth date, address, the ID and its photos, a selfie; sent as one multipart POST. After a
 * rejection the typed details come back filled in (`earlier`): the photos are asked for again.
 */
export function VerificationForm({ earlier }: { earlier: IdentityVerification['details'] }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof verificationFormSchema>>({
    resolver: zodResolver(verificationFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      legal_name: earlier?.legal_name ?? '',
      birth_date: earlier?.birth_date ?? '',
      address: earlier?.address ?? '',
      id_type: earlier?.id_type ?? '',
      id_front: null,
      id_back: null,
      selfie: null,
    },
  });
  const { errors } = form.formState;
  const [address, idType] = useWatch({ control: form.control, name: ['address', 'id_type'] });
  const submit = useSubmitVerification();
  const withBack = hasBack(idType);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({
        ...values,
        // a passport's data page has no back: nothing is sent for it
        id_back: hasBack(values.id_type) ? values.id_back : null,
      });
      // the server's message of success is English (decision 0110): the page says its own
      notifySuccess(t('verification.formMessages.submitted'));
    } catch (error) {
      // verified already (this year's check again among them, from another tab): good news, not an error;
      // the state read again turns the page to it
      if (isApiError(error, 'ConflictException') && isAlreadyVerified(error)) {
        notifySuccess(error.message);
        return;
      }
      // a 422's fields are marked where they are; another 409 (one is waiting) is told in the error modal
      handleApiError(error, { setError: form.setError });
    }
  });

  const photoField = (side: IdentityFileSide) => {
    const name = identityFileFields[side];
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <PhotoField
            label={t(photoLabels[side])}
            name={name}
            hint={side === 'selfie' ? t('verification.form.selfieHint') : undefined}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={localMessage(errors[name]?.message)}
          />
        )}
      />
    );
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('verification.form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('verification.form.legalName')}
          description={t('verification.form.legalNameHint')}
          withAsterisk
          autoComplete="name"
          error={localMessage(errors.legal_name?.message)}
          {...form.register('legal_name')}
        />
        <TextInput
          type="date"
          label={t('verification.form.birthDate')}
          description={t('verification.form.birthDateHint', { age: rules.minimumAge })}
          withAsterisk
          autoComplete="bday"
          max={manilaToday()}
          error={localMessage(errors.birth_date?.message)}
          {...form.register('birth_date')}
        />
        <Textarea
          label={t('verification.form.address')}
          description={<CharacterCount value={address} max={rules.addressMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          withAsterisk
          autosize
          minRows={3}
          maxRows={6}
          autoComplete="street-address"
          error={localMessage(errors.address?.message)}
          {...form.register('address')}
        />
        <NativeSelect
          size="md"
          label={t('verification.form.idType')}
          withAsterisk
          data={idTypeOptions()}
          error={localMessage(errors.id_type?.message)}
          {...form.register('id_type')}
        />
        {photoField('front')}
        {withBack && photoField('back')}
        {photoField('selfie')}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending} w={{ base: '100%', sm: 'auto' }}>
            {t('verification.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
