import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import { type Client, multipartFile, payCheckout } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A real ZIP of `megabytes` of random bytes, stored (not compressed), so its size is what was asked. */
export const zipOf = (megabytes: number) =>
  Buffer.from(zipSync({ 'presets/look.bin': randomBytes(megabytes * 1024 * 1024) }, { level: 0 }));

/** A product as a creator makes it: a ₱150 preset pack unless `overrides` say otherwise. */
export async function newProduct(creator: { browser: Client }, overrides: Record<string, unknown> = {}) {
  const made = await creator.browser.post('/v1/user/shop/products', {
    name: 'Film presets',
    description: 'Twelve presets for #film looks',
    price: '150',
    ...overrides,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; [key: string]: unknown };
}

/** Uploads a file to the creator's product; the answer as it came. */
export const uploadProductFile = (
  creator: { browser: Client },
  productId: string,
  file: Buffer,
  options: { filename?: string; contentType?: string } = {},
) => {
  const { payload, headers } = multipartFile(file, {
    field: 'file',
    filename: options.filename ?? 'presets.zip',
    contentType: options.contentType ?? 'application/zip',
  });
  return creator.browser.post(`/v1/user/shop/products/${productId}/files`, payload, headers);
};

/** Opens the checkout of a product; the answer as it came. */
export const buy = (who: { browser: Client }, productId: string, body: Record<string, unknown> = {}) =>
  who.browser.post(`/v1/shop/products/${productId}/buy`, body);

/** Buys a product and pays it by GCash at the sandbox checkout; answers its payment's reference. */
export async function buyAndPay(
  t: TestApp,
  who: { browser: Client },
  productId: string,
  body: Record<string, unknown> = {},
) {
  const started = await buy(who, productId, body);
  expect(started.statusCode, started.body).toBe(200);
  const { link_url, reference } = started.json().data as { link_url: string; reference: string };
  await payCheckout(t, new URL(link_url).pathname);
  return reference;
}

type LibraryFile = { id: string; name: string; url: string; downloads_left: number; size: number };
type LibraryItem = { purchase_id: string; product: { id: string }; files: LibraryFile[]; through: unknown };

/** The buyer's library. */
export async function libraryOf(who: { browser: Client }) {
  const response = await who.browser.get('/v1/user/shop/library');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as LibraryItem[];
}

/** The path and query of an address the API answered with. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
