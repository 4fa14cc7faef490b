import { describe, expect, it, vi } from 'vitest';
import { buildDraftPhoto, paidDraft } from '../testing/photo-builders';
import {
  addFiles,
  clickPhoto,
  emptyDraft,
  isFreeDraft,
  makeFree,
  PostDraftStore,
  setPrice,
  togglePhoto,
  type UploadFn,
} from './post-draft';
import { ApiError } from '@/lib/api-client';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
let keys = 0;
const makeKey = () => `k${++keys}`;
const preview = (chosen: File) => `blob:${chosen.name}`;

function storeWith(upload: UploadFn, initial = emptyDraft()) {
  const onLimit = vi.fn();
  const onFailures = vi.fn();
  const store = new PostDraftStore(
    { upload, prepare: async (chosen) => chosen, onLimit, onFailures, previewOf: preview },
    initial,
  );
  return { store, onLimit, onFailures };
}

describe('the upload list rules', () => {
  it('ignores a file named like one already chosen, in the list or in the same choice', () => {
    const start = addFiles(emptyDraft(), [file('a.jpg'), file('b.jpg')], makeKey, preview).draft;
    const result = addFiles(start, [file('a.jpg'), file('c.jpg'), file('c.jpg')], makeKey, preview);
    expect(result.draft.photos.map((photo) => photo.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(result.added.map(({ file: added }) => added.name)).toEqual(['c.jpg']);
  });

  it('refuses a choice that takes the post past 10 photos, as a whole', () => {
    const nine = Array.from({ length: 9 }, (_, index) => file(`${index}.jpg`));
    const start = addFiles(emptyDraft(), nine, makeKey, preview).draft;
    const result = addFiles(start, [file('x.jpg'), file('y.jpg')], makeKey, preview);
    expect(result.overLimit).toBe(true);
    expect(result.draft.photos).toHaveLength(9);
    // a same-name file does not count towards the limit
    expect(addFiles(start, [file('0.jpg'), file('x.jpg')], makeKey, preview).overLimit).toBe(false);
  });

  it('starts new photos hidden until paid, unless the post is free', () => {
    const paid = addFiles(paidDraft([]), [file('a.jpg')], makeKey, preview).draft.photos[0]!;
    expect([paid.is_payable, paid.is_preview, paid.loading]).toEqual([true, false, 0]);
    const free = addFiles(emptyDraft(), [file('a.jpg')], makeKey, preview).draft.photos[0]!;
    expect([free.is_payable, free.is_preview]).toEqual([false, false]);
  });

  it('shows the limit modal and uploads nothing when more than 10 are chosen', async () => {
    const upload = vi.fn<UploadFn>();
    const { store, onLimit } = storeWith(upload);
    const { overLimit } = store.addFiles(Array.from({ length: 11 }, (_, index) => file(`${index}.jpg`)));
    expect(overLimit).toBe(true);
    expect(onLimit).toHaveBeenCalledTimes(1);
    expect(upload).not.toHaveBeenCalled();
    expect(store.getSnapshot().photos).toHaveLength(0);
  });

  it('keeps progress at 99 until the upload is done, then 100 with the uploaded address', async () => {
    let finish: () => void = () => {};
    const upload: UploadFn = (_blob, { onProgress }) =>
      new Promise((resolve) => {
        onProgress?.(42);
        onProgress?.(100);
        finish = () => resolve({ filename: 'srv.jpg', absolute_url: 'http://localhost/media/srv.jpg' });
      });
    const { store } = storeWith(upload);
    const { done } = store.addFiles([file('a.jpg')]);
    await vi.waitFor(() => expect(store.getSnapshot().photos[0]!.loading).toBe(99));
    finish();
    await done;
    expect(store.getSnapshot().photos[0]).toMatchObject({
      loading: 100,
      absolute_url: 'http://localhost/media/srv.jpg',
      uploaded_filename: 'srv.jpg',
    });
  });

  it('removes the files that failed and reports each with its message, once all have settled', async () => {
    const upload: UploadFn = async (blob, { filename }) => {
      if (filename === 'ok.jpg') return { filename: 'ok', absolute_url: 'http://localhost/media/ok.jpg' };
      if (filename === 'doc.jpg')
        throw new ApiError({
          status: 422,
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The given data was invalid.',
          errors: { image: ['The file provided is not an image.1'] },
        });
      throw new Error(`network ${blob.size}`);
    };
    const { store, onFailures } = storeWith(upload);
    await store.addFiles([file('ok.jpg'), file('doc.jpg'), file('big.jpg')]).done;
    expect(store.getSnapshot().photos.map((photo) => photo.name)).toEqual(['ok.jpg']);
    expect(onFailures).toHaveBeenCalledTimes(1);
    expect(onFailures).toHaveBeenCalledWith([
      { filename: 'doc.jpg', err_msg: 'The file provided is not an image.1' },
      { filename: 'big.jpg', err_msg: 'Something went wrong.' },
    ]);
  });
});

describe('the photo toggles', () => {
  it("'Make it FREE' clears the price and makes every photo neither hidden nor a sneak peek", () => {
    const draft = makeFree(paidDraft([{ is_payable: true }, { is_payable: false, is_preview: true }]));
    expect(isFreeDraft(draft)).toBe(true);
    expect(draft.photos.every((photo) => !photo.is_payable && !photo.is_preview)).toBe(true);
  });

  it('makes the post free when its last hidden photo becomes a sneak peek', () => {
    const draft = paidDraft([
      { key: 'a', is_payable: true },
      { key: 'b', is_payable: false, is_preview: true },
    ]);
    const free = togglePhoto(draft, 'a');
    expect(free.price).toBeNull();
    expect(free.photos.every((photo) => !photo.is_payable && !photo.is_preview)).toBe(true);
  });

  it('switches a photo between hidden and sneak peek while another stays hidden', () => {
    const draft = paidDraft([{ key: 'a' }, { key: 'b' }]);
    const peek = togglePhoto(draft, 'a');
    expect(peek.photos[0]).toMatchObject({ is_payable: false, is_preview: true });
    expect(peek.price).not.toBeNull();
    expect(togglePhoto(peek, 'a').photos[0]).toMatchObject({ is_payable: true, is_preview: false });
  });

  it('selects a thumbnail on the first click and toggles it on a click while it is active', () => {
    const draft = paidDraft([{ key: 'a' }, { key: 'b' }]);
    const selected = clickPhoto(draft, 'b');
    expect(selected.activeKey).toBe('b');
    expect(selected.photos[1]!.is_payable).toBe(true);
    expect(clickPhoto(selected, 'b').photos[1]).toMatchObject({ is_payable: false, is_preview: true });
  });

  it('hides every photo of a free post once it is given a price', () => {
    const free = { ...emptyDraft(), photos: [buildDraftPhoto({ is_payable: false })] };
    const priced = setPrice(free, { price_id: 5, price: '50.00', price_label: '₱50.00', name: 'PIXEL - 50' });
    expect(priced.photos[0]).toMatchObject({ is_payable: true, is_preview: false });
  });
});
