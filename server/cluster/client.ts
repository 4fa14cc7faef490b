/** A browser-like client of one site: it keeps its session cookie and sends the site's Origin. */
export function browser(origin: string) {
  let cookie = '';
  async function call(
    base: string,
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const isBuffer = Buffer.isBuffer(body);
    const response = await fetch(new URL(pathname, base), {
      method,
      redirect: 'manual',
      headers: {
        origin,
        ...(cookie && { cookie }),
        ...(body !== undefined && !isBuffer && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isBuffer ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('pixel_session='));
    if (set) cookie = set.split(';')[0]!;
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = () => JSON.parse(bytes.toString('utf8'));
    return { status: response.status, headers: response.headers, bytes, json };
  }
  return {
    /** Calls on one instance; the cookie is the same whichever instance answers. */
    on: (base: string) => ({
      get: (pathname: string) => call(base, 'GET', pathname),
      post: (pathname: string, body?: unknown, headers?: Record<string, string>) =>
        call(base, 'POST', pathname, body, headers),
      put: (pathname: string, body?: unknown) => call(base, 'PUT', pathname, body),
      delete: (pathname: string) => call(base, 'DELETE', pathname),
    }),
  };
}

export type Browser = ReturnType<typeof browser>;

/** A multipart body with one image, as a browser's FormData sends it. */
export function multipart(file: Buffer) {
  const boundary = `----pixel${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
