/**
 * Multipart uploads in the server tests (§7 POST /assets/ and /agreements/{id}/assets/): form
 * fields plus one file part, sent through a TestClient (cookies, XSRF) with extra headers such
 * as a guest token.
 */
import type { TestClient } from './testServer.js';

/** One file part: its field name (default `file`), file name, bytes and content type. */
export interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body with `fields` and one file part, and its content-type header. */
export function multipartBody(fields: Record<string, string>, file: FilePart): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs `fields` and `file` as multipart to `url`. */
export function uploadFile(client: TestClient, url: string, fields: Record<string, string>, file: FilePart, headers: Record<string, string> = {}) {
  const { body, headers: multipartHeaders } = multipartBody(fields, file);
  return client.request('POST', url, { body, headers: { ...multipartHeaders, ...headers } });
}
