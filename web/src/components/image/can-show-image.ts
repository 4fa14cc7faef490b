/**
 * Whether the browser can draw `file`: the Crop Image frame stays empty for anything else. A file the
 * browser names as not an image is refused at once; any other is decoded.
 */
export async function canShowImage(file: File): Promise<boolean> {
  if (file.type !== '' && !file.type.startsWith('image/')) return false;
  // where nothing can be decoded (no object URLs), the crop shows what it can
  if (typeof URL.createObjectURL !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
