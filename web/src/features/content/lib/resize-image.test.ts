import { describe, expect, it, vi } from 'vitest';
import { prepareForUpload } from './resize-image';

/** A browser that decodes any picture as `width` x 1000 and encodes the canvas as a JPEG. */
function decodingBrowser(width: number) {
  const drawn: { width: number; height: number }[] = [];
  vi.stubGlobal('createImageBitmap', async () => ({ width, height: 1000, close: vi.fn() }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
  ) {
    drawn.push({ width: this.width, height: this.height });
    callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
  });
  return drawn;
}

describe('prepareForUpload', () => {
  it('sends a GIF untouched, so its animation survives (spec §5)', async () => {
    const drawn = decodingBrowser(3000);
    const gif = new File(['GIF89a…'], 'dance.gif', { type: 'image/gif' });
    expect(await prepareForUpload(gif)).toBe(gif);
    const unnamed = new File(['GIF89a…'], 'DANCE.GIF', { type: '' });
    expect(await prepareForUpload(unnamed)).toBe(unnamed);
    expect(drawn).toEqual([]);
  });

  it('re-encodes any other picture as a JPEG at most 2000 wide', async () => {
    const drawn = decodingBrowser(3000);
    const sent = await prepareForUpload(new File(['png'], 'sunset.png', { type: 'image/png' }));
    expect(sent.name).toBe('sunset.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(drawn).toEqual([{ width: 2000, height: 667 }]);
  });
});
