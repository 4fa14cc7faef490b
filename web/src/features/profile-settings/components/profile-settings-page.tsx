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
import { imageMessages, profileLimits, profileUpdateRequest } from '@pixel/contract';
import { imageAccept } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { useSignedInUser } from '@/features/auth';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useUpdateProfile, useUploadProfileImage } from '../api/update-profile';
import { canShowImage } from '../lib/can-show-image';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LanguageSwitch } from '@/features/languages';
import { useTranslation } from '@/lib/translation';

type ProfileValues = { page_name: string; bio: string };

/** Avatars are square, covers wide; both are cropped to a JPEG of that shape before upload. */
const crops = {
  avatar: { output: { width: 800, height: 800 }, round: true },
  cover: { output: { width: 1500, height: 500 }, round: false },
} as const;

function ProfileImagePicker({ kind, label }: { kind: 'avatar' | 'cover'; label: string }) {
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
            onSuccess: () => notifySuccess('Successfully Updated.'),
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
          {imageMessages.notImage}
        </Text>
      )}
      {progress !== null && (
        <Progress
          value={progress}
          animated
          w={160}
          aria-label={`Uploading ${kind === 'avatar' ? 'avatar' : 'cover photo'}`}
        />
      )}
    </Stack>
  );
}

/** /dashboard/settings/profile: page name, bio, avatar and cover photo. */
export function ProfileSettingsPage() {
  useDocumentTitle('Profile Settings');
  const user = useSignedInUser();
  const { profile } = user;
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileUpdateRequest) as never,
    mode: 'onTouched',
    defaultValues: { page_name: profile.page_name, bio: profile.bio ?? '' },
  });
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [pageName, bio] = useWatch({ control: form.control, name: ['page_name', 'bio'] });
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: ({ data }) => {
        form.reset({ page_name: data.page_name, bio: data.bio ?? '' });
        notifySuccess('Successfully Updated.');
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
          Settings
        </Text>
        <Title order={1}>Profile</Title>
        <Text c="dimmed">
          What people see on{' '}
          <Anchor component={Link} to={`/${profile.page_url}`} underline="always">
            your page
          </Anchor>
          .
        </Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-pictures-heading">
        <Title order={2} fz="lg" mb="md" id="profile-pictures-heading">
          Pictures
        </Title>
        <Box pos="relative">
          {profile.cover_photo ? (
            <Image src={profile.cover_photo} alt="Your cover photo" h={140} radius="md" fit="cover" />
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
              alt="Your avatar"
            />
            <ProfileImagePicker kind="avatar" label="Change avatar" />
          </Group>
          <ProfileImagePicker kind="cover" label="Change cover photo" />
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-details-heading">
        <Title order={2} fz="lg" mb="md" id="profile-details-heading">
          Details
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Page name"
              withAsterisk
              description={<CharacterCount value={pageName} max={profileLimits.pageNameMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { textAlign: 'right' } }}
              error={errors.page_name?.message}
              {...form.register('page_name')}
            />
            <Textarea
              label="Bio"
              autosize
              minRows={3}
              maxRows={8}
              placeholder="Tell people about you. #hashtags link to their pages."
              description={<CharacterCount value={bio} max={profileLimits.bioMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { textAlign: 'right' } }}
              error={errors.bio?.message}
              {...form.register('bio')}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="gradient" loading={update.isPending}>
                Save changes
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
