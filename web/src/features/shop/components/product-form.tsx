import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  MultiSelect,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type Product, shopLimits } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { uploadImage } from '@/lib/upload-image';
import { useOwnPosts } from '../api/get-own-posts';
import { useSaveProduct } from '../api/my-products';
import { useTranslation } from '../texts';

type Mode = Product['price_mode'];

/**
 * A product's form, new or being edited: name, description, price (or pay what you want from a minimum),
 * stock, one per buyer, on sale, images (uploaded here) and the posts and products a bundle includes.
 */
export function ProductForm({
  product,
  others,
  onDone,
}: {
  product: Product | null;
  /** The creator's other products, which a bundle may include. */
  others: Product[];
  onDone: (saved: Product | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [mode, setMode] = useState<Mode>(product?.price_mode ?? 'fixed');
  const [price, setPrice] = useState(product?.price ?? '');
  const [stock, setStock] = useState(product?.stock === null || !product ? '' : String(product.stock));
  const [onePerBuyer, setOnePerBuyer] = useState(product?.one_per_buyer ?? true);
  const [onSale, setOnSale] = useState(product ? product.status === 'active' : true);
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [included, setIncluded] = useState<string[]>(product?.includes.products.map((p) => p.id) ?? []);
  const [posts, setPosts] = useState<string[]>(product?.includes.posts.map((post) => post.id) ?? []);
  const user = useUser();
  const ownPosts = useOwnPosts(user.data?.profile.page_url);
  const [uploading, setUploading] = useState(false);
  const error = isApiError(save.error) ? save.error : null;
  const fieldError = (field: string) => error?.errors?.[field]?.[0];

  const addImage = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setImages((current) => [...current, uploaded.absolute_url]);
    } finally {
      setUploading(false);
    }
  };

  const submit = () =>
    save.mutate(
      {
        ...(product && { id: product.id }),
        body: {
          name,
          description,
          images,
          price_mode: mode,
          price,
          stock: stock.trim() === '' ? null : Number(stock),
          one_per_buyer: onePerBuyer ? 1 : 0,
          post_ids: posts,
          product_ids: included,
          ...(product && { status: onSale ? 'active' : 'archived' }),
        },
      },
      {
        onSuccess: (answer) => {
          notifySuccess(t('shop.editor.saved'));
          onDone(answer.data);
        },
      },
    );

  const choices = others
    .filter(
      (other) =>
        other.id !== product?.id && other.includes.posts.length + other.includes.products.length === 0,
    )
    .map((other) => ({ value: other.id, label: other.name }));
  // members-only posts are never sold, so no bundle includes one
  const postChoices = (ownPosts.data?.data ?? [])
    .filter((post) => !post.is_deleted && !post.min_tier_id)
    .map((post) => ({
      value: post.id,
      label:
        post.caption ||
        (post.type === 'image' ? t('shop.editor.untitledSnap') : t('shop.editor.untitledSlide')),
    }));
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Title order={2} fz="lg">
          {product ? t('shop.editor.formTitleEdit') : t('shop.editor.formTitleNew')}
        </Title>
        <TextInput
          label={t('shop.editor.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
          maxLength={shopLimits.nameMax}
          required
        />
        <Textarea
          label={t('shop.editor.description')}
          description={t('shop.editor.descriptionHint')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={fieldError('description')}
          autosize
          minRows={3}
        />
        <Radio.Group
          label={t('shop.editor.priceMode')}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
        >
          <Group gap="md" mt={4}>
            <Radio value="fixed" label={t('shop.editor.fixed')} />
            <Radio value="pay_what_you_want" label={t('shop.editor.payWhatYouWant')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={mode === 'fixed' ? t('shop.editor.price') : t('shop.editor.minimum')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={fieldError('price')}
          required
        />
        <TextInput
          label={t('shop.editor.stock')}
          description={t('shop.editor.stockHint')}
          inputMode="numeric"
          value={stock}
          onChange={(event) => setStock(event.currentTarget.value)}
          error={fieldError('stock')}
        />
        <Switch
          label={t('shop.editor.onePerBuyer')}
          checked={onePerBuyer}
          onChange={(event) => setOnePerBuyer(event.currentTarget.checked)}
        />
        {product && (
          <Switch
            label={t('shop.editor.status')}
            checked={onSale}
            onChange={(event) => setOnSale(event.currentTarget.checked)}
          />
        )}
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('shop.editor.images')}
          </Text>
          <Text c="dimmed" fz="xs">
            {t('shop.editor.imagesHint')}
          </Text>
          <Group gap="xs">
            {images.map((image, index) => (
              <Group key={image} gap={2} wrap="nowrap">
                <Image src={image} alt="" w={64} h={48} radius="sm" />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t('shop.editor.removeImage', { number: index + 1 })}
                  onClick={() => setImages((current) => current.filter((other) => other !== image))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Group>
          {images.length < shopLimits.imagesMax && (
            <FileButton
              onChange={(file) => void addImage(file)}
              accept="image/png,image/jpeg,image/webp,image/gif"
            >
              {(props) => (
                <Button {...props} variant="light" w="fit-content" mih={44} loading={uploading}>
                  {t('shop.editor.addImage')}
                </Button>
              )}
            </FileButton>
          )}
          {fieldError('images') && (
            <Text c="red" fz="sm">
              {fieldError('images')}
            </Text>
          )}
        </Stack>
        {postChoices.length > 0 && (
          <MultiSelect
            label={t('shop.editor.postIds')}
            data={postChoices}
            value={posts}
            onChange={setPosts}
            error={fieldError('post_ids')}
          />
        )}
        {choices.length > 0 && (
          <MultiSelect
            label={t('shop.editor.productIds')}
            data={choices}
            value={included}
            onChange={setIncluded}
            error={fieldError('product_ids')}
          />
        )}
        {error && !error.errors && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('shop.editor.save')}
          </Button>
          <Button variant="subtle" mih={44} onClick={() => onDone(null)}>
            {t('shop.editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
