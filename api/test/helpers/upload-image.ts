// The editor's image upload (POST /api/v1/images) as the browser sends it: one file in a
// multipart/form-data body, from the portal's own origin.
import { PUBLIC_ORIGIN, type TestApp } from './test-app';

/** A multipart/form-data body carrying one file in the field `file`. */
export function multipartFile(filename: string, type: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `data` as `cookie`'s user (signed out when undefined). */
export function uploadImage(t: TestApp, cookie: string | undefined, data: Buffer, type = 'image/png', filename = 'a.png') {
  const form = multipartFile(filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/images',
    headers: { ...(cookie ? { cookie } : {}), origin: PUBLIC_ORIGIN, 'content-type': form.contentType },
    payload: form.body,
  });
}
