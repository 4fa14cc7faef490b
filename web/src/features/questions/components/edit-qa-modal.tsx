import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileButton, Image, Input, Progress, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  questionBannerCrop,
  questionLimits,
  questionTopicRequest,
  type QuestionTopic,
  type QuestionTopicRequest,
} from '@pixel/contract';
import { canShowImage } from '@/components/image/can-show-image';
import { imageAccept } from '@/components/image/image-upload-field';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { handleApiError } from '@/lib/api-errors';
import { openModal, updateModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { uploadImage } from '@/lib/upload-image';
import { useSaveTopic } from '../api/save-topic';
import { CancelSaveActions } from '@/components/ui/modal-actions';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type TopicValues = { title: string; description: string; banner_image: string | null };

export type EditQaModalProps = {
  pageUrl: string;
  topic: QuestionTopic | null;
  /** What was typed, kept while the Crop Image modal is on top (only the top modal is mounted). */
  draft?: TopicValues;
  /** The cropped banner, waiting to be uploaded on save. */
  banner?: { blob: File; previewUrl: string };
};

/** Edit Q&A: the title, the description (max 300) and a banner cropped to 254x282 (spec §9). */
export function EditQaModal({ context, id, innerProps }: ContextModalProps<EditQaModalProps>) {
  const { t } = useTranslation();
  const { pageUrl, topic, draft, banner } = innerProps;
  const [progress, setProgress] = useState<number | null>(null);
  const [notImage, setNotImage] = useState(false);
  const form = useForm<TopicValues>({
    resolver: zodResolver(questionTopicRequest) as never,
    mode: 'onTouched',
    defaultValues: draft ?? {
      title: topic?.title ?? '',
      description: topic?.description ?? '',
      banner_image: topic?.banner_image ?? null,
    },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });
  // failures are handled below, with the form's fields
  const saveTopic = useSaveTopic({ pageUrl, mutationConfig: { onError: () => undefined } });
  const bannerShown = banner?.previewUrl ?? form.getValues('banner_image');

  const chooseBanner = async (file: File | null) => {
    if (!file) return;
    // a file the browser cannot draw would open an empty crop frame: it is refused here, as the spec says
    const readable = await canShowImage(file);
    setNotImage(!readable);
    if (!readable) return;
    updateModal('edit-qa', { draft: form.getValues() });
    openModal('crop-image', {
      file,
      maxZoom: questionBannerCrop.maxZoom,
      output: { width: questionBannerCrop.width, height: questionBannerCrop.height },
      onCropped: (cropped) => updateModal('edit-qa', { banner: cropped }),
    });
  };

  const submit = form.handleSubmit(async (values) => {
    let bannerImage = values.banner_image;
    try {
      if (banner) {
        setProgress(0);
        bannerImage = (await uploadImage(banner.blob, { onProgress: setProgress })).absolute_url;
      }
      const body: QuestionTopicRequest = {
        title: values.title,
        description: values.description,
        banner_image: bannerImage,
      };
      await saveTopic.mutateAsync(body);
      notifySuccess(t('common.successfullyUpdated'));
      context.closeModal(id);
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    } finally {
      setProgress(null);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading>{t('questions.editQa')}</ModalHeading>
        <TextInput
          label={t('questions.topic.title')}
          withAsterisk
          error={localMessage(errors.title?.message)}
          {...form.register('title')}
        />
        <Textarea
          label={t('questions.topic.description')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={description} max={questionLimits.topicDescriptionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.description?.message)}
          {...form.register('description')}
        />
        <Input.Wrapper
          label={t('questions.topic.banner')}
          error={
            localMessage(errors.banner_image?.message) ?? (notImage ? t('shared.notAnImage') : undefined)
          }
        >
          <Stack gap="xs" mt={4}>
            {bannerShown && (
              <Image
                src={bannerShown}
                alt={t('questions.topic.bannerPreview')}
                w={questionBannerCrop.width / 2}
                h={questionBannerCrop.height / 2}
                radius="md"
                fit="cover"
              />
            )}
            <FileButton onChange={(file) => void chooseBanner(file)} accept={imageAccept}>
              {(props) => (
                <Button {...props} variant="light" w="fit-content">
                  {bannerShown ? t('questions.topic.changeBanner') : t('questions.topic.chooseBanner')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Input.Wrapper>
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label={t('questions.topic.uploading')} />
            <Text fz="xs" c="dimmed">
              {t('shared.uploadProgress', { progress })}
            </Text>
          </Stack>
        )}
        <CancelSaveActions onCancel={() => context.closeModal(id)} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
