import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imageUploadErrorText, uploadLimitMessage } from '@pixel/contract';
import { ApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modals';
import { nextTask } from '@/lib/next-task';
import { mockApi, renderApp, unauthorized } from '@/testing/test-utils';
import { PostDraftStore, emptyDraft, type PostDraft, type UploadFn } from '../lib/post-draft';
import { paidDraft } from '../testing/photo-builders';

async function openEditPhoto(store: PostDraftStore) {
  mockApi({ 'GET /v1/user/profile': unauthorized });
  renderApp('/legal/terms-and-conditions');
  // the page loads its code first; the modals open once the app is on screen
  await screen.findByRole('heading', { level: 1 });
  act(() => void openModal('edit-photo', { store }));
  return screen.findByRole('dialog', { name: 'Edit Photo' });
}

const fakeStore = (
  initial: PostDraft,
  upload: UploadFn = async () => ({ filename: 'f', absolute_url: 'u' }),
) =>
  new PostDraftStore(
    {
      upload,
      prepare: async (file) => file,
      onLimit: () =>
        openModal('error-message', { title: uploadLimitMessage.title, message: uploadLimitMessage.text }),
      onFailures: (failures) => openModal('image-upload-error', { failures }),
      previewOf: () => '',
    },
    initial,
  );

const thumbnails = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: /^Photo \d+ of \d+/ })
    .map((button) => button.getAttribute('aria-label'));

describe('Edit Photo', () => {
  it("'Make it FREE' clears the price and turns every photo free", async () => {
    const store = fakeStore(paidDraft([{ is_payable: true }, { is_payable: false, is_preview: true }]));
    const dialog = await openEditPhoto(store);
    expect(within(dialog).getByText('₱50.00')).toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('switch', { name: 'Make it FREE' }));

    expect(within(dialog).getByRole('switch', { name: 'Make it FREE' })).toBeChecked();
    expect(within(dialog).getByText('₱0.00')).toBeInTheDocument();
    expect(thumbnails(dialog)).toEqual(['Photo 1 of 2, free', 'Photo 2 of 2, free']);
    expect(within(dialog).getByRole('switch', { name: 'Photo 1: free sneak peek' })).toBeDisabled();
    expect(store.getSnapshot().price).toBeNull();
  });

  it('makes the post free when the last hidden photo becomes a sneak peek', async () => {
    const store = fakeStore(paidDraft([{ is_payable: true }, { is_payable: false, is_preview: true }]));
    const dialog = await openEditPhoto(store);

    await userEvent.setup().click(within(dialog).getByRole('switch', { name: 'Photo 1: free sneak peek' }));

    expect(within(dialog).getByRole('switch', { name: 'Make it FREE' })).toBeChecked();
    expect(store.getSnapshot().photos.every((photo) => !photo.is_payable && !photo.is_preview)).toBe(true);
  });

  it('toggles a photo by clicking it once it is the active thumbnail', async () => {
    const store = fakeStore(paidDraft([{}, {}]));
    const dialog = await openEditPhoto(store);
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Photo 2 of 2, hidden until paid' }));
    expect(within(dialog).getByRole('button', { name: 'Photo 2 of 2, hidden until paid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Photo 2 of 2, hidden until paid' }));
    expect(thumbnails(dialog)).toEqual(['Photo 1 of 2, hidden until paid', 'Photo 2 of 2, free sneak peek']);
    expect(within(dialog).getByRole('switch', { name: 'Photo 2: free sneak peek' })).toBeChecked();
  });

  it('reorders photos with the keyboard', async () => {
    // jsdom lays nothing out: each photo gets a box in a row, so arrow keys have somewhere to go
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tile = this.closest('[data-photo-key]');
      const all = Array.from(document.querySelectorAll('[data-photo-key]'));
      const index = tile ? all.indexOf(tile) : -1;
      const left = index < 0 ? 0 : index * 120;
      const size = index < 0 ? 0 : 100;
      return {
        x: left,
        y: 0,
        left,
        top: 0,
        width: size,
        height: size,
        right: left + size,
        bottom: size,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const store = fakeStore(paidDraft([{ key: 'a' }, { key: 'b' }, { key: 'c' }]));
    const dialog = await openEditPhoto(store);

    const handle = within(dialog).getByRole('button', { name: 'Move photo 1' });
    handle.focus();
    // the sensor listens for the next keys from a task it queues as the drag starts: the next key waits
    // for a task queued after it
    const press = async (code: string) => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: code === 'Space' ? ' ' : code, code });
      await act(() => nextTask());
    };
    await press('Space');
    await press('ArrowRight');
    await press('Space');

    await waitFor(() =>
      expect(store.getSnapshot().photos.map((photo) => photo.key)).toEqual(['b', 'a', 'c']),
    );
  });

  it('removes a photo', async () => {
    const store = fakeStore(paidDraft([{ key: 'a' }, { key: 'b' }]));
    const dialog = await openEditPhoto(store);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(store.getSnapshot().photos.map((photo) => photo.key)).toEqual(['b']);
  });

  it('shows a progress ring at 99 until the upload is done', async () => {
    let finish: () => void = () => {};
    const store = fakeStore(
      emptyDraft(),
      (_blob, { onProgress }) =>
        new Promise((resolve) => {
          onProgress?.(100);
          finish = () => resolve({ filename: 'f.jpg', absolute_url: 'http://localhost/media/f.jpg' });
        }),
    );
    const dialog = await openEditPhoto(store);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.setup().upload(input, new File(['x'], 'beach.jpg', { type: 'image/jpeg' }));

    const ring = await within(dialog).findByRole('progressbar', { name: 'Uploading beach.jpg' });
    await waitFor(() => expect(ring).toHaveAttribute('aria-valuenow', '99'));
    act(() => finish());
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(store.getSnapshot().photos[0]).toMatchObject({ loading: 100, is_payable: false });
  });

  it('says UPLOAD LIMIT REACHED when more than 10 photos are chosen', async () => {
    const store = fakeStore(paidDraft(Array.from({ length: 9 }, () => ({}))));
    const dialog = await openEditPhoto(store);
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent
      .setup()
      .upload(input, [
        new File(['x'], 'one.jpg', { type: 'image/jpeg' }),
        new File(['x'], 'two.jpg', { type: 'image/jpeg' }),
      ]);

    const limit = await screen.findByRole('dialog', { name: 'UPLOAD LIMIT REACHED' });
    expect(limit).toHaveTextContent(uploadLimitMessage.text);
    await userEvent.setup().click(within(limit).getByRole('button', { name: 'GOT IT' }));
    // back to Edit Photo, with the list as it was
    expect(await screen.findByRole('dialog', { name: 'Edit Photo' })).toBeInTheDocument();
    expect(store.getSnapshot().photos).toHaveLength(9);
  });

  it('removes a failed file and shows its message; several failures are listed by name', async () => {
    const reject: UploadFn = async (_blob, { filename }) => {
      throw new ApiError({
        status: 422,
        exception: 'ValidationException',
        message_key: 'invalidData',
        message: 'The given data was invalid.',
        errors: { image: [filename === 'notes.jpg' ? 'The file provided is not an image.1' : 'Too big.'] },
      });
    };
    const store = fakeStore(emptyDraft(), reject);
    const dialog = await openEditPhoto(store);
    const user = userEvent.setup();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input(), new File(['x'], 'notes.jpg', { type: 'image/jpeg' }));
    const one = await screen.findByRole('dialog', { name: 'IMAGE UPLOAD ERROR' });
    expect(one).toHaveTextContent('notes.jpg');
    expect(one).toHaveTextContent('The file provided is not an image.1');
    expect(one).not.toHaveTextContent(imageUploadErrorText);
    expect(store.getSnapshot().photos).toHaveLength(0);
    await user.click(within(one).getByRole('button', { name: 'GOT IT' }));

    expect(await screen.findByRole('dialog', { name: 'Edit Photo' })).toBe(
      dialog.ownerDocument.querySelector('[role="dialog"]'),
    );
    await user.upload(input(), [
      new File(['x'], 'notes.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'huge.png', { type: 'image/png' }),
    ]);
    const several = await screen.findByRole('dialog', { name: 'IMAGE UPLOAD ERROR' });
    expect(several).toHaveTextContent(imageUploadErrorText);
    const items = within(
      within(several).getByRole('list', { name: 'Files that failed to upload' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'notes.jpg: The file provided is not an image.1',
      'huge.png: Too big.',
    ]);
  });
});
