import { describe, expect, it } from 'vitest';
import { drawQr, qrMatrix, qrSvgPath } from './qr-code';

/** A canvas context that only records the squares drawn. */
function recordingContext() {
  const rects: [number, number, number, number][] = [];
  const context = {
    fillStyle: '',
    fillRect: (x: number, y: number, width: number, height: number) => rects.push([x, y, width, height]),
  };
  return { context: context as unknown as CanvasRenderingContext2D, rects };
}

describe('QR code', () => {
  const link = 'https://pixel.ph/maria_sketches?amount=150';

  it('draws every dark module on whole pixels, edge to edge, inside the quiet zone', () => {
    const matrix = qrMatrix(link);
    const { context, rects } = recordingContext();

    drawQr(context, matrix, { x: 0, y: 0, size: 400, margin: 4, color: '#000000' });

    const dark = qrSvgPath(matrix).split('M').length - 1;
    expect(rects).toHaveLength(dark);
    expect(rects.flat().every(Number.isInteger)).toBe(true);
    const cell = 400 / (matrix.size + 8);
    // the finder pattern's corner module, top left, and the last column's right edge
    expect(rects[0]?.slice(0, 2)).toEqual([Math.round(4 * cell), Math.round(4 * cell)]);
    expect(Math.max(...rects.map(([x, , width]) => x + width))).toBe(Math.round((matrix.size + 4) * cell));
    // the seven modules of the top finder row meet with no gap between them
    const topRow = rects.filter(([, y]) => y === rects[0]?.[1]).slice(0, 7);
    topRow.slice(1).forEach(([x], index) => {
      const [previousX, , previousWidth] = topRow[index]!;
      expect(x).toBe(previousX + previousWidth);
    });
  });

  it('uses error correction level H, which needs more modules than a lower level for the same link', () => {
    // level H keeps about 30% for repair: this 42-character link needs version 5 (37 modules); at level L
    // or M version 3 (29 modules) would do, at level Q version 4 (33)
    expect(qrMatrix(link).size).toBe(37);
  });
});
