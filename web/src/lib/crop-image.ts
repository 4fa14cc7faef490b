/** The part of the picture the person chose, in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** The size of the JPEG made, which is also the shape of the crop frame. */
export type CropOutput = { width: number; height: number };

/**
 * The part of `area` with the output's shape, around its centre: a crop whose shape differs from the
 * output's (a rounding of the cropper, a caller's mistake) is trimmed, never stretched.
 */
export function fitArea(area: CropArea, output: CropOutput): CropArea {
  const wanted = output.width / output.height;
  const shape = area.width / area.height;
  if (Math.abs(shape - wanted) < 0.005 * wanted) return area;
  if (shape > wanted) {
    const width = area.height * wanted;
    return { ...area, x: area.x + (area.width - width) / 2, width };
  }
  const height = area.width / wanted;
  return { ...area, y: area.y + (area.height - height) / 2, height };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file provided is not an image.1'));
    image.src = src;
  });
}

/** Draws `area` of the picture at `src` into a canvas of the output size and gives it back as a JPEG (spec §9). */
export async function cropToJpeg(
  src: string,
  area: CropArea,
  output: CropOutput,
  quality = 0.9,
): Promise<Blob> {
  const image = await loadImage(src);
  const width = Math.max(1, Math.round(output.width));
  const height = Math.max(1, Math.round(output.height));
  const source = fitArea(area, output);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Something went wrong.');
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Something went wrong.'))),
      'image/jpeg',
      quality,
    ),
  );
}
