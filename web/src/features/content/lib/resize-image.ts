import { imageUploadLimits } from '@pixel/contract';

const isGif = (file: File) => file.type === 'image/gif' || /\.gif$/i.test(file.name);

type Decoded = { source: CanvasImageSource; width: number; height: number; release: () => void };

async function decode(file: File): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function' && file.type !== 'image/svg+xml') {
    try {
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // fall through to an <img>, which also reads SVG
    }
  }
  if (typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('not an image'));
      element.src = url;
    });
    if (!image.naturalWidth || !image.naturalHeight) return null;
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

/**
 * What is sent for a chosen photo (spec §5): a GIF untouched (its animation survives); anything else drawn
 * at most 2000 px wide and re-encoded as JPEG. A file the browser cannot read is sent as it is, so the
 * server's own message ('The file provided is not an image.1') is the one shown.
 */
export async function prepareForUpload(file: File, quality = 0.9): Promise<File> {
  if (isGif(file)) return file;
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const scale = Math.min(1, imageUploadLimits.maxWidth / decoded.width);
    const width = Math.max(1, Math.round(decoded.width * scale));
    const height = Math.max(1, Math.round(decoded.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background rather than a black one
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(decoded.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) return file;
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    decoded.release();
  }
}
