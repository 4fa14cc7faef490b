import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  blocLimits,
  blocPostRequest,
  manilaLocal,
  manilaMoment,
  says,
  type BlocPost,
  type BlocVisibility,
} from '@pixel/contract';
import { ImageUploadField } from '@/components/image/image-upload-field';
import { CharacterCount } from '@/components/ui/character-count';
import { handleApiError } from '@/lib/api-errors';
import { formatManilaDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notifications';
import { MembersTierSelect, useMembersTierOptions } from '@/features/memberships';
import { ManilaDateTimeInput, PublicFromField, PublishTimeField } from '@/features/content';
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

/** The times are Manila dates and times on the form and moments on the wire (decision 0157). */
type TimeField = 'publish_at' | 'public_from';

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
  // a new post: null goes out now; a scheduled one keeps a time (its card publishes it now)
  const [publishAt, setPublishAt] = useState<string | null>(
    post?.publish_at ? manilaLocal(post.publish_at) : null,
  );
  const [publicFrom, setPublicFrom] = useState<string | null>(
    post?.public_from ? manilaLocal(post.public_from) : null,
  );
  const [timeErrors, setTimeErrors] = useState<Partial<Record<TimeField, string>>>({});
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

  const members = visibility === 'members';
  const submit = form.handleSubmit((values) => {
    const missing: Partial<Record<TimeField, string>> = {
      ...(publishAt === '' && { publish_at: says('fieldRequired', { field: 'publish at' }) }),
      ...(members && publicFrom === '' && { public_from: says('fieldRequired', { field: 'public from' }) }),
    };
    setTimeErrors(missing);
    if (Object.keys(missing).length) return;
    save.mutate(
      {
        id: post?.id,
        post: {
          title: values.title,
          body: values.body,
          image: values.image,
          visibility: values.visibility,
          ...(values.visibility === 'members' && { min_tier_id: values.min_tier_id }),
          ...(publishAt && { publish_at: manilaMoment(publishAt) }),
          ...(members && publicFrom && { public_from: manilaMoment(publicFrom) }),
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            saved.data.publish_at && !post
              ? t('content.schedule.scheduledToast', { date: formatManilaDateTime(saved.data.publish_at) })
              : post
                ? t('common.successfullyUpdated')
                : t('blocEditor.form.posted'),
          );
          if (!post && !saved.data.publish_at) offerInstall('first-post');
          if (!post) {
            form.reset({
              title: '',
              body: '',
              image: null,
              visibility: values.visibility,
              min_tier_id: values.min_tier_id,
            });
            setPublishAt(null);
            setPublicFrom(null);
          }
          onDone?.();
        },
        onError: (error) =>
          handleApiError<BlocValues & Record<TimeField, string>>(error, {
            // the times are not the form's fields: their refusals are said under their inputs
            setError: (name, error) => {
              if (name === 'publish_at' || name === 'public_from') {
                setTimeErrors((errors) => ({ ...errors, [name]: error.message }));
              } else form.setError(name, error);
            },
          }),
      },
    );
  });

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
        {members && (
          <PublicFromField
            value={publicFrom}
            onChange={setPublicFrom}
            error={localMessage(timeErrors.public_from)}
          />
        )}
        {/* a new post goes out now or later; a scheduled one may move (a published one stays out) */}
        {!post ? (
          <PublishTimeField
            value={publishAt}
            onChange={setPublishAt}
            error={localMessage(timeErrors.publish_at)}
          />
        ) : (
          post.publish_at && (
            <ManilaDateTimeInput
              label={t('content.schedule.at')}
              value={publishAt ?? ''}
              onChange={setPublishAt}
              error={localMessage(timeErrors.publish_at)}
            />
          )
        )}
        <Group justify="flex-end" gap="sm">
          {onDone && post && (
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="gradient" loading={save.isPending} disabled={uploading}>
            {post
              ? t('blocEditor.form.saveChanges')
              : publishAt !== null
                ? t('content.schedule.scheduleButton')
                : t('blocEditor.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
