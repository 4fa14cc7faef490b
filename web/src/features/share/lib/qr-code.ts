import { create } from 'qrcode';

/** The dark and light squares ("modules") of a QR code, made by the `qrcode` library. */
export type QrMatrix = { size: number; isDark: (row: number, col: number) => boolean };

/** Level H (spec §9): the code still scans with about 30% of it covered, by a logo or a fold in the paper. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'H' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** The quiet zone around a code, in modules: scanners need it to find the code. */
export const qrMargin = 4;

/** An SVG path of the dark modules, one unit per module, inside a viewBox of `size + 2 * margin` units. */
export function qrSvgPath(matrix: QrMatrix, margin = qrMargin): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/**
 * Draws the dark modules into the square (`x`, `y`, `size`) of a canvas, quiet zone included. Every module
 * edge is rounded to a whole pixel, so neighbouring modules meet without the faint seams of anti-aliasing at
 * any size, not only at multiples of the module count.
 */
export function drawQr(
  context: CanvasRenderingContext2D,
  matrix: QrMatrix,
  {
    x,
    y,
    size,
    margin = qrMargin,
    color,
  }: { x: number; y: number; size: number; margin?: number; color: string },
): void {
  const cell = size / (matrix.size + 2 * margin);
  const edge = (start: number, index: number) => Math.round(start + (index + margin) * cell);
  context.fillStyle = color;
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.isDark(row, col)) continue;
      const left = edge(x, col);
      const top = edge(y, row);
      context.fillRect(left, top, edge(x, col + 1) - left, edge(y, row + 1) - top);
    }
  }
}
