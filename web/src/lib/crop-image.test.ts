import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropToJpeg, fitArea, type CropArea } from './crop-image';

describe('fitArea', () => {
  it('keeps a crop that already has the shape of the output', () => {
    const area = { x: 10, y: 20, width: 508, height: 564 };
    expect(fitArea(area, { width: 254, height: 282 })).toEqual(area);
  });

  it('trims a crop of another shape around its centre instead of stretching it', () => {
    const close = (actual: CropArea, expected: CropArea) =>
      (Object.keys(expected) as (keyof CropArea)[]).forEach((key) =>
        expect(actual[key]).toBeCloseTo(expected[key], 6),
      );
    const narrower = (1000 * 254) / 282;
    close(fitArea({ x: 0, y: 0, width: 1000, height: 1000 }, { width: 254, height: 282 }), {
      x: (1000 - narrower) / 2,
      y: 0,
      width: narrower,
      height: 1000,
    });
    close(fitArea({ x: 0, y: 100, width: 900, height: 900 }, { width: 1500, height: 500 }), {
      x: 0,
      y: 400,
      width: 900,
      height: 300,
    });
  });
});

describe('cropToJpeg', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the crop into a JPEG of the output size, in the output’s shape', async () => {
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(_value: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    let made: { width: number; height: number; type?: string } | null = null;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
      type,
    ) {
      made = { width: this.width, height: this.height, type };
      callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
    });

    await cropToJpeg(
      'data:image/png;base64,',
      { x: 0, y: 0, width: 1000, height: 1000 },
      { width: 254, height: 282 },
    );

    expect(made).toEqual({ width: 254, height: 282, type: 'image/jpeg' });
    const [, sx, sy, sw, sh, dx, dy, dw, dh] = drawImage.mock.calls[0]!;
    expect([dx, dy, dw, dh]).toEqual([0, 0, 254, 282]);
    expect(sy).toBe(0);
    expect(sh).toBe(1000);
    expect(sw / sh).toBeCloseTo(254 / 282, 6);
    expect(sx).toBeCloseTo((1000 - sw) / 2, 6);
  });
});
