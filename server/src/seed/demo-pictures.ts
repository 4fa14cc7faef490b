import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { escapeHtml } from '../lib/html.ts';
import type { Palette } from './demo-cast.ts';

/** A small deterministic random sequence, so every fresh start draws the same pictures. */
export function sequence(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** A landscape (sky, sun, three hill ranges) drawn as SVG and encoded by sharp. */
export async function sceneImage(
  palette: Palette,
  seed: number,
  size: { width: number; height: number } = { width: 1080, height: 1080 },
  label?: string,
) {
  const { width, height } = size;
  const random = sequence(seed);
  const ridge = (base: number, amplitude: number) => {
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) {
      points.push(`${Math.round(x)},${Math.round(base + (random() - 0.5) * amplitude)}`);
    }
    points.push(`${width},${height}`);
    return points.join(' ');
  };
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.25 + random() * 0.15));
  const text = label
    ? `<text x="${width / 2}" y="${height / 2}" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(height * 0.38)}" fill="#fff">${escapeHtml(label)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(Math.min(width, height) * 0.12)}" fill="${palette.sun}" opacity="0.9"/>
<polygon points="${ridge(height * 0.55, height * 0.25)}" fill="${palette.hills[0]}"/>
<polygon points="${ridge(height * 0.7, height * 0.2)}" fill="${palette.hills[1]}"/>
<polygon points="${ridge(height * 0.85, height * 0.12)}" fill="${palette.hills[2]}"/>
${text}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A form with JPEG photos by field name, and text fields, as a browser sends it. */
export function multipart(files: Record<string, Buffer>, fields: Record<string, string> = {}) {
  const boundary = `----pixelseed${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...Object.entries(files).flatMap(([name, file]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
