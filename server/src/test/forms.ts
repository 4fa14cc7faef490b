import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body of text fields and files, as a browser's FormData would send it. */
export function formData(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const boundary = `----pixel${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, body] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo as a phone would send it: a JPEG, card-sized unless told, in one colour. */
export const cardPhoto = (background: string, size = { width: 800, height: 500 }) =>
  sharp({ create: { ...size, channels: 3, background } })
    .jpeg()
    .toBuffer();
