import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { type FieldLabel, imageUploadLimits, shopLimits } from '@pixel/contract';
import type { Said } from '@pixel/contract';
import { fieldError, say } from './errors.ts';

/** A file as it arrived: on this machine's disk until it is stored, never whole in memory. */
export interface ReceivedFile {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** What a file's name or type says it is; the kinds whose content is checked. */
export type CheckedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg' | 'pdf' | 'zip';
type Claimed = CheckedKind | null;

const byExtension: Record<string, Claimed> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  zip: 'zip',
};
const byType: Record<string, Claimed> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};
const canonicalType: Record<CheckedKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** A name safe to show and to offer as a download's name: no folders, no control characters. */
export function cleanFileName(given: string) {
  const base = given.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(0, shopLimits.fileNameMax);
}

async function readRange(file: string, start: number, length: number) {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** Whether the first bytes are those of the claimed kind (its magic number). */
function magicMatches(claimed: CheckedKind, head: Buffer) {
  switch (claimed) {
    case 'jpeg':
      return startsWith(head, 0xff, 0xd8, 0xff);
    case 'png':
      return startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'gif':
      return (
        head.subarray(0, 6).toString('latin1') === 'GIF87a' ||
        head.subarray(0, 6).toString('latin1') === 'GIF89a'
      );
    case 'webp':
      return (
        head.subarray(0, 4).toString('latin1') === 'RIFF' &&
        head.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'svg':
      return /<svg[\s>]/i.test(head.toString('utf8'));
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'zip':
      // a local file header, or the end record of an empty archive
      return startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06);
  }
}

/**
 * Whether a file whose name or type says it is an image, a PDF or a ZIP is one: its first bytes, then for
 * a ZIP its end record (within the last 64 KB and 22 bytes), for a picture that sharp decodes its header
 * as the same format. Any other file is taken as it is: it is only ever offered as a download.
 */
async function contentMatches(claimed: CheckedKind, file: string, size: number) {
  if (!magicMatches(claimed, await readRange(file, 0, 4096))) return false;
  if (claimed === 'zip') {
    const tail = Math.min(size, 65_557);
    const end = await readRange(file, size - tail, tail);
    return end.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0;
  }
  if (claimed === 'svg' || claimed === 'pdf') return true;
  try {
    const meta = await sharp(file, { limitInputPixels: imageUploadLimits.maxPixels }).metadata();
    return meta.format === claimed;
  } catch {
    return false;
  }
}

/** Removes a temporary file; one already gone is not an error. */
export async function discard(file: string) {
  await fs.promises.rm(file, { force: true });
}

export interface ReceiveOptions {
  /** The multipart field the file comes in, and its label in the messages. */
  field: string;
  label: FieldLabel;
  maxBytes: number;
  /** Only these kinds are taken (each checked by content); left out, any file is. */
  only?: readonly CheckedKind[];
  /** What a file of another kind is told. */
  notTaken?: Said;
}

/**
 * The one file of a multipart form (at most `maxBytes`), streamed to a temporary file and checked by its
 * content. The caller removes `path` when done (`discard`). A missing, cut or too large file, one whose
 * content contradicts its name or type, or one not of the kinds asked for, is a 422 on the field.
 */
export async function receiveFile(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  const { field } = options;
  const required = () => fieldError(field, say('fieldRequired', { field: options.label }));
  const tooLarge = () =>
    fieldError(field, say('productFileTooLarge', { megabytes: options.maxBytes / 1024 / 1024 }));
  if (!request.isMultipart()) throw required();
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 2, parts: 3 } });
  } catch {
    throw required();
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw required();
  }
  const target = path.join(os.tmpdir(), `pixel-upload-${randomUUID()}`);
  try {
    await pipeline(part.file, fs.createWriteStream(target));
  } catch (error) {
    await discard(target);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw required();
  }
  if (part.file.truncated) {
    await discard(target);
    throw tooLarge();
  }
  const { size } = await fs.promises.stat(target);
  if (size === 0) {
    await discard(target);
    throw required();
  }
  const name = cleanFileName(part.filename ?? '');
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const given = (part.mimetype ?? '').toLowerCase();
  const claimed = byType[given] ?? byExtension[extension] ?? null;
  if (options.only && (!claimed || !options.only.includes(claimed))) {
    await discard(target);
    throw fieldError(field, options.notTaken ?? say('productFileNotWhatItSays'));
  }
  // a name and a type that claim two different checked kinds contradict each other as well
  const alsoClaimed = byExtension[extension] ?? null;
  if (
    claimed &&
    ((alsoClaimed && canonicalType[alsoClaimed] !== canonicalType[claimed]) ||
      !(await contentMatches(claimed, target, size)))
  ) {
    await discard(target);
    throw fieldError(field, say('productFileNotWhatItSays'));
  }
  const contentType = claimed
    ? canonicalType[claimed]
    : /^[\w.+-]+\/[\w.+-]+$/.test(given)
      ? given
      : 'application/octet-stream';
  return { path: target, name, contentType, size };
}
