import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** A small PNG of one colour of its own, so no two uploads are the same photo. */
export function photo(shade: number): Buffer {
  const image = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([shade, 90, 200 - shade, 255], i);
  return PNG.sync.write(image);
}

/** Calls the API as the page's signed-in person, the way the web app would; answers the `data`. */
export async function apiAs(
  page: Page,
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await page.request.fetch(path, { method, data: body, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data;
}

/** Uploads a photo as the page's signed-in person; answers the address post fields take. */
export async function uploadPhoto(page: Page, baseUrl: string, shade: number): Promise<string> {
  const response = await page.request.post('/v1/images/upload', {
    multipart: { image: { name: `photo-${shade}.png`, mimeType: 'image/png', buffer: photo(shade) } },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`the upload answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data.absolute_url as string;
}
