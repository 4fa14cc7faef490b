/** The part of the picture the person chose, in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export type CropArea = { x: number; y: number; width: number; height: number };

export type CropOutput = {
  /** Width of the JPEG made; the crop is drawn to fill it. */
  width: number;
  /** Height of the JPEG made; left out, it follows the crop's own shape. */
  height?: number;
};

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
  const height = Math.max(1, Math.round(output.height ?? (output.width * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Something went wrong.');
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Something went wrong.'))),
      'image/jpeg',
      quality,
    ),
  );
}
