import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Avatar,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { profileLimits, profileUpdateRequest } from '@pixel/contract';
import { imageAccept } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { useSignedInUser } from '@/features/auth';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useUpdateProfile, useUploadProfileImage } from '../api/update-profile';
import { canShowImage } from '@/components/image/can-show-image';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LanguageSwitch } from '@/features/languages';
import { localMessage } from '@/lib/form-messages';
import { Trans, useTranslation } from '../texts';

type ProfileValues = { page_name: string; bio: string };

/** Avatars are square, covers wide; both are cropped to a JPEG of that shape before upload. */
const crops = {
  avatar: { output: { width: 800, height: 800 }, round: true },
  cover: { output: { width: 1500, height: 500 }, round: false },
} as const;

function ProfileImagePicker({ kind, label }: { kind: 'avatar' | 'cover'; label: string }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [notImage, setNotImage] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    const readable = await canShowImage(file);
    setNotImage(!readable);
    if (!readable) return;
    openModal('crop-image', {
      file,
      maxZoom: 4,
      ...crops[kind],
      onCropped: ({ blob }) => {
        setProgress(0);
        upload.mutate(
          { kind, file: blob, onProgress: setProgress },
          {
            onSuccess: () => notifySuccess(t('common.successfullyUpdated')),
            onSettled: () => setProgress(null),
          },
        );
      },
    });
  };

  return (
    <Stack gap={4}>
      <FileButton onChange={(file) => void choose(file)} accept={imageAccept}>
        {(props) => (
          <Button {...props} variant="light" size="xs" w="fit-content" loading={upload.isPending}>
            {label}
          </Button>
        )}
      </FileButton>
      {notImage && (
        <Text c="red" fz="sm" role="alert">
          {t('shared.notAnImage')}
        </Text>
      )}
      {progress !== null && (
        <Progress
          value={progress}
          animated
          w={160}
          aria-label={
            kind === 'avatar' ? t('profileSettings.uploadingAvatar') : t('profileSettings.uploadingCover')
          }
        />
      )}
    </Stack>
  );
}

/** /dashboard/settings/profile: page name, bio, avatar and cover photo. */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profileSettings.documentTitle'));
  const user = useSignedInUser();
  const { profile } = user;
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileUpdateRequest) as never,
    mode: 'onTouched',
    defaultValues: { page_name: profile.page_name, bio: profile.bio ?? '' },
  });
  const { errors } = form.formState;
  const [pageName, bio] = useWatch({ control: form.control, name: ['page_name', 'bio'] });
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: ({ data }) => {
        form.reset({ page_name: data.page_name, bio: data.bio ?? '' });
        notifySuccess(t('common.successfullyUpdated'));
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });

  const submit = form.handleSubmit((values) =>
    update.mutate({ page_name: values.page_name, bio: values.bio }),
  );

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('profileSettings.eyebrow')}
        </Text>
        <Title order={1}>{t('profileSettings.title')}</Title>
        <Text c="dimmed">
          <Trans
            i18nKey="profileSettings.intro"
            components={{ link: <Anchor component={Link} to={`/${profile.page_url}`} underline="always" /> }}
          />
        </Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-pictures-heading">
        <Title order={2} fz="lg" mb="md" id="profile-pictures-heading">
          {t('profileSettings.pictures')}
        </Title>
        <Box pos="relative">
          {profile.cover_photo ? (
            <Image
              src={profile.cover_photo}
              alt={t('profileSettings.yourCover')}
              h={140}
              radius="md"
              fit="cover"
            />
          ) : (
            <Box h={140} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} />
          )}
        </Box>
        <Group mt="md" gap="xl" align="flex-start">
          <Group gap="sm">
            <Avatar
              src={profile.avatar}
              name={profile.page_name}
              color="pixel"
              size={72}
              radius={72}
              alt={t('profileSettings.yourAvatar')}
            />
            <ProfileImagePicker kind="avatar" label={t('profileSettings.changeAvatar')} />
          </Group>
          <ProfileImagePicker kind="cover" label={t('profileSettings.changeCover')} />
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-details-heading">
        <Title order={2} fz="lg" mb="md" id="profile-details-heading">
          {t('profileSettings.details')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('profileSettings.pageName')}
              withAsterisk
              description={<CharacterCount value={pageName} max={profileLimits.pageNameMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { textAlign: 'right' } }}
              error={localMessage(errors.page_name?.message)}
              {...form.register('page_name')}
            />
            <Textarea
              label={t('profileSettings.bio')}
              autosize
              minRows={3}
              maxRows={8}
              placeholder={t('profileSettings.bioPlaceholder')}
              description={<CharacterCount value={bio} max={profileLimits.bioMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { textAlign: 'right' } }}
              error={localMessage(errors.bio?.message)}
              {...form.register('bio')}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="gradient" loading={update.isPending}>
                {t('profileSettings.saveChanges')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {/* the account's language (decision 0110): screens, errors, mails and SMS follow it */}
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('common.language')}>
        <LanguageSwitch />
      </Paper>
    </Stack>
  );
}
