import {
  contentLimits,
  FREE_PRICE_ID,
  type ImageUploadResponse,
  type Photo,
  type PhotoPost,
  type PriceTier,
} from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { i18n } from '../texts';

/** One photo of a post being made or edited (spec §3, the local upload entry). */
export type DraftPhoto = {
  /** Stable key for lists and drag and drop. */
  key: string;
  /** The chosen file's name: a second file with the same name is ignored. */
  name: string;
  /** What the thumbnail shows: the chosen file, or the photo already on the server. */
  preview_url: string;
  /** 0–99 while uploading, 100 once done (spec §4). */
  loading: number;
  /** The upload's address, sent as `url` of a new photo. */
  absolute_url: string | null;
  uploaded_filename: string | null;
  /** A photo the post already has. */
  id: string | null;
  /** Hidden until paid. */
  is_payable: boolean;
  /** Shown as a free sneak peek. */
  is_preview: boolean;
};

/** The price a post is given; `null` is free. */
export type DraftPrice = { price_id: number; price: string; price_label: string; name: string };

export type PostDraft = {
  photos: DraftPhoto[];
  price: DraftPrice | null;
  /** The thumbnail last clicked in Edit Photo: clicking it again toggles it (spec §4). */
  activeKey: string | null;
};

export type UploadFailure = { filename: string; err_msg: string };

export const isFreeDraft = (draft: Pick<PostDraft, 'price'>) =>
  draft.price === null || draft.price.price_id === FREE_PRICE_ID;

export const priceFromTier = (tier: PriceTier): DraftPrice | null =>
  tier.price_id === FREE_PRICE_ID
    ? null
    : { price_id: tier.price_id, price: tier.price, price_label: tier.price_label, name: tier.name };

export const priceFromPost = (post: PhotoPost): DraftPrice | null =>
  !post.pricing || post.pricing.price_id === FREE_PRICE_ID || !post.is_payable
    ? null
    : {
        price_id: post.pricing.price_id,
        price: post.pricing.amount,
        price_label: formatMoney(post.pricing.amount),
        name: post.pricing.name,
      };

export const draftFromPhotos = (photos: Photo[], price: DraftPrice | null): PostDraft => ({
  price,
  activeKey: null,
  photos: [...photos]
    .sort((a, b) => a.position - b.position)
    .map((photo) => ({
      key: photo.id,
      name: photo.id,
      preview_url: photo.image_url_variants.WH500 || photo.image_url,
      loading: 100,
      absolute_url: null,
      uploaded_filename: null,
      id: photo.id,
      is_payable: price !== null && photo.is_payable,
      is_preview: price !== null && photo.is_preview,
    })),
});

export const emptyDraft = (): PostDraft => ({ photos: [], price: null, activeKey: null });

/** A free post's photos are neither hidden nor sneak peeks (spec §4, 'Make it FREE'). */
export const makeFree = (draft: PostDraft): PostDraft => ({
  ...draft,
  price: null,
  photos: draft.photos.map((photo) => ({ ...photo, is_payable: false, is_preview: false })),
});

/** Giving a free post a price hides every photo until paid; a paid post keeps its choices. */
export function setPrice(draft: PostDraft, price: DraftPrice | null): PostDraft {
  if (price === null) return makeFree(draft);
  if (!isFreeDraft(draft)) return { ...draft, price };
  return {
    ...draft,
    price,
    photos: draft.photos.map((photo) => ({ ...photo, is_payable: true, is_preview: false })),
  };
}

/**
 * Hidden until paid ↔ free sneak peek. On a free post there is nothing to toggle. Turning the last hidden
 * photo into a sneak peek leaves nothing to pay for: the post becomes free (spec §4).
 */
export function togglePhoto(draft: PostDraft, key: string): PostDraft {
  if (isFreeDraft(draft)) return draft;
  const target = draft.photos.find((photo) => photo.key === key);
  if (!target) return draft;
  if (target.is_payable) {
    const othersPayable = draft.photos.some((photo) => photo.key !== key && photo.is_payable);
    if (!othersPayable) return makeFree(draft);
  }
  return {
    ...draft,
    photos: draft.photos.map((photo) =>
      photo.key === key ? { ...photo, is_payable: !photo.is_payable, is_preview: photo.is_payable } : photo,
    ),
  };
}

/** Clicking a thumbnail makes it the active one; clicking the active one toggles it (spec §4). */
export function clickPhoto(draft: PostDraft, key: string): PostDraft {
  if (draft.activeKey !== key) return { ...draft, activeKey: key };
  return togglePhoto(draft, key);
}

export function movePhoto(draft: PostDraft, from: number, to: number): PostDraft {
  if (from === to || from < 0 || to < 0 || from >= draft.photos.length || to >= draft.photos.length)
    return draft;
  const photos = [...draft.photos];
  const [moved] = photos.splice(from, 1);
  photos.splice(to, 0, moved!);
  return { ...draft, photos };
}

export const removePhoto = (draft: PostDraft, key: string): PostDraft => ({
  ...draft,
  activeKey: draft.activeKey === key ? null : draft.activeKey,
  photos: draft.photos.filter((photo) => photo.key !== key),
});

/**
 * The upload list rules (spec §5): a file named like one already chosen is ignored; a choice that would take
 * the post past 10 photos is refused as a whole. New photos start hidden until paid, unless the post is free.
 */
export function addFiles(
  draft: PostDraft,
  files: File[],
  makeKey: () => string,
  previewOf: (file: File) => string,
): { draft: PostDraft; added: { key: string; file: File }[]; overLimit: boolean } {
  const names = new Set(draft.photos.map((photo) => photo.name));
  const fresh: File[] = [];
  for (const file of files) {
    if (names.has(file.name)) continue;
    names.add(file.name);
    fresh.push(file);
  }
  if (draft.photos.length + fresh.length > contentLimits.slidePhotosMax)
    return { draft, added: [], overLimit: true };
  const free = isFreeDraft(draft);
  const added = fresh.map((file) => ({ key: makeKey(), file }));
  return {
    overLimit: false,
    added,
    draft: {
      ...draft,
      photos: [
        ...draft.photos,
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          preview_url: previewOf(file),
          loading: 0,
          absolute_url: null,
          uploaded_filename: null,
          id: null,
          is_payable: !free,
          is_preview: false,
        })),
      ],
    },
  };
}

export const isUploading = (draft: PostDraft) => draft.photos.some((photo) => photo.loading < 100);

/** The message of a failed upload: the field's own message when the server gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.errors ?? {})[0]?.[0];
    return first ?? error.message;
  }
  return i18n.t('shared.somethingWentWrong');
}

export type UploadFn = (
  file: Blob,
  options: { onProgress?: (percent: number) => void; filename?: string },
) => Promise<ImageUploadResponse['data']>;

export type PostDraftStoreOptions = {
  upload: UploadFn;
  prepare: (file: File) => Promise<Blob>;
  /** More than 10 photos chosen. */
  onLimit: () => void;
  /** The files that failed, once every upload of a choice has settled. */
  onFailures: (failures: UploadFailure[]) => void;
  previewOf?: (file: File) => string;
};

let keySequence = 0;
const nextKey = () => `new-${++keySequence}`;

const defaultPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/**
 * A post's photo list while it is made or edited. It lives outside React: only the top modal is mounted, so
 * Edit Photo goes away while an error modal is shown, and the uploads must carry on meanwhile.
 */
export class PostDraftStore {
  private draft: PostDraft;
  private readonly listeners = new Set<() => void>();
  private readonly options: PostDraftStoreOptions;

  constructor(options: PostDraftStoreOptions, initial: PostDraft = emptyDraft()) {
    this.options = options;
    this.draft = initial;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.draft;

  private set(next: PostDraft) {
    if (next === this.draft) return;
    this.draft = next;
    this.listeners.forEach((listener) => listener());
  }

  reset(initial: PostDraft = emptyDraft()) {
    this.set(initial);
  }

  setPrice(price: DraftPrice | null) {
    this.set(setPrice(this.draft, price));
  }

  makeFree() {
    this.set(makeFree(this.draft));
  }

  toggle(key: string) {
    this.set(togglePhoto(this.draft, key));
  }

  click(key: string) {
    this.set(clickPhoto(this.draft, key));
  }

  move(from: number, to: number) {
    this.set(movePhoto(this.draft, from, to));
  }

  remove(key: string) {
    this.set(removePhoto(this.draft, key));
  }

  private patch(key: string, change: Partial<DraftPhoto>) {
    this.set({
      ...this.draft,
      photos: this.draft.photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    });
  }

  /**
   * Adds the chosen files and starts their uploads. `overLimit`: nothing was added (the limit modal is
   * shown); `done` settles once every upload has.
   */
  addFiles(files: File[]): { overLimit: boolean; done: Promise<void> } {
    const result = addFiles(this.draft, files, nextKey, this.options.previewOf ?? defaultPreview);
    if (result.overLimit) {
      this.options.onLimit();
      return { overLimit: true, done: Promise.resolve() };
    }
    this.set(result.draft);
    return { overLimit: false, done: this.upload(result.added) };
  }

  private async upload(added: { key: string; file: File }[]) {
    const failures: UploadFailure[] = [];
    await Promise.all(
      added.map(async ({ key, file }) => {
        try {
          const prepared = await this.options.prepare(file);
          const uploaded = await this.options.upload(prepared, {
            filename: file.name,
            onProgress: (percent) => this.patch(key, { loading: Math.min(99, percent) }),
          });
          this.patch(key, {
            loading: 100,
            absolute_url: uploaded.absolute_url,
            uploaded_filename: uploaded.filename,
          });
        } catch (error) {
          failures.push({ filename: file.name, err_msg: uploadErrorMessage(error) });
          this.set(removePhoto(this.draft, key));
        }
      }),
    );
    if (failures.length > 0) this.options.onFailures(failures);
  }
}
