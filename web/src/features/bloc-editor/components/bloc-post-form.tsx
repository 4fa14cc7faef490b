import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { blocLimits, blocPostRequest, type BlocPost, type BlocVisibility } from '@pixel/contract';
import { ImageUploadField } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { MembersTierSelect, useMembersTierOptions } from '@/features/memberships';
import { useSaveBlocPost } from '../api/bloc-posts';
import { offerInstall } from '@/features/install-app';
import { localMessage } from '@/lib/form-messages';
import { useTranslation } from '../texts';

type BlocValues = {
  title: string;
  body: string;
  image: string | null;
  visibility: BlocVisibility;
  min_tier_id: string | null;
};

/** Write or edit a Bloc post: optional title (max 100), body (max 5000), optional image, who may read it. */
export function BlocPostForm({
  pageUrl,
  post,
  onDone,
}: {
  pageUrl: string;
  post?: BlocPost;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const form = useForm<BlocValues>({
    resolver: zodResolver(blocPostRequest) as never,
    mode: 'onTouched',
    defaultValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      image: post?.image ?? null,
      visibility: post?.visibility ?? 'public',
      min_tier_id: post?.min_tier_id ?? null,
    },
  });
  // a members-only post names a tier that takes members; an archived one it already names stays listed
  const tierOptions = useMembersTierOptions(post?.min_tier_id);
  const visibility = useWatch({ control: form.control, name: 'visibility' });
  const { errors } = form.formState;
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] });
  const save = useSaveBlocPost(pageUrl);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: post?.id,
        post: {
          title: values.title,
          body: values.body,
          image: values.image,
          visibility: values.visibility,
          ...(values.visibility === 'members' && { min_tier_id: values.min_tier_id }),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(post ? t('common.successfullyUpdated') : t('blocEditor.form.posted'));
          if (!post) offerInstall('first-post');
          if (!post) {
            form.reset({
              title: '',
              body: '',
              image: null,
              visibility: values.visibility,
              min_tier_id: values.min_tier_id,
            });
          }
          onDone?.();
        },
        onError: (error) => handleApiError(error, { setError: form.setError }),
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={post ? t('blocEditor.form.editPost') : t('blocEditor.form.newPost')}
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          {post ? t('blocEditor.form.editPost') : t('blocEditor.form.newPost')}
        </Title>
        <TextInput
          label={t('blocEditor.form.title')}
          placeholder={t('blocEditor.form.optional')}
          description={<CharacterCount value={title} max={blocLimits.titleMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.title?.message)}
          {...form.register('title')}
        />
        <Textarea
          label={t('blocEditor.form.post')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={16}
          description={<CharacterCount value={body} max={blocLimits.bodyMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.body?.message)}
          {...form.register('body')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label={t('blocEditor.form.image')}
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              error={localMessage(errors.image?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <Radio.Group
              label={t('blocEditor.form.whoCanRead')}
              value={field.value}
              onChange={(value) => field.onChange(value as BlocVisibility)}
              error={localMessage(errors.visibility?.message)}
            >
              <Group mt={6}>
                <Radio value="public" label={t('blocEditor.form.everyone')} />
                <Radio value="supporters" label={t('blocEditor.form.supportersOnly')} />
                {(tierOptions.length > 0 || field.value === 'members') && (
                  <Radio value="members" label={t('blocEditor.form.membersOnly')} />
                )}
              </Group>
            </Radio.Group>
          )}
        />
        {visibility === 'members' && (
          <Controller
            control={form.control}
            name="min_tier_id"
            render={({ field }) => (
              <MembersTierSelect
                keepTierId={post?.min_tier_id}
                label={t('blocEditor.form.membersOf')}
                description={t('blocEditor.form.membersOfHint')}
                placeholder={t('blocEditor.form.chooseTier')}
                withEveryone={false}
                allowDeselect={false}
                value={field.value}
                onChange={field.onChange}
                error={localMessage(errors.min_tier_id?.message)}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {onDone && post && (
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="gradient" loading={save.isPending} disabled={uploading}>
            {post ? t('blocEditor.form.saveChanges') : t('blocEditor.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
