import type { FastifyInstance } from 'fastify';
import { UPLOAD_API } from '@contract/upload/constants';
import type { UploadSlot } from '@contract/upload/constants';

const BOUNDARY = '----portal-test-boundary';

/** A multipart/form-data body with one part (named `file` unless told). */
export function multipartBody(
  fileName: string,
  data: Buffer,
  field = 'file',
  contentType = 'application/octet-stream',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    head,
    tail,
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** Uploads through inject like the browser form does; answers status and the parsed envelope. */
export async function upload(
  app: FastifyInstance,
  token: string | null,
  slot: UploadSlot | string,
  fileName: string,
  data: Buffer,
) {
  const { body, contentType } = multipartBody(fileName, data);
  const raw = await app.inject({
    method: 'POST',
    url: `${UPLOAD_API.upload}?slot=${slot}`,
    headers: { 'content-type': contentType, ...(token ? { ctoken: token } : {}) },
    payload: body,
  });
  return {
    status: raw.statusCode,
    body: raw.json() as Record<string, unknown> & { file?: { fileUrl: string } },
  };
}

/**
 * A real one-page PDF of `size` bytes (a comment line fills it up): PDF uploads are parsed, not
 * only sniffed.
 */
function pdfOf(size: number): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  // Comment lines of 1,000 characters: one line of megabytes takes pdf-lib minutes to read.
  const room = Math.max(0, size - head.length - tail.length);
  const line = `%${'x'.repeat(998)}\n`;
  const lines = line.repeat(Math.floor(room / line.length));
  const rest = room - lines.length;
  const last = rest >= 2 ? `%${'x'.repeat(rest - 2)}\n` : ' '.repeat(rest);
  return Buffer.from(`${head}${lines}${last}${tail}`, 'latin1');
}

/** Minimal files of each kind: the right signature, then filler up to `size` bytes. */
export const sample = {
  pdf: (size = 2048) => pdfOf(size),
  /** Starts like a PDF (%PDF-) but is HTML: refused as a format the slot does not take. */
  fakePdf: (size = 2048) =>
    fill(Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>', 'latin1'), size),
  png: (size = 1024) => fill(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size = 1024) => fill(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  mp4: (size = 4096) =>
    fill(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]), size),
  exe: (size = 1024) => fill(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), size),
};

function fill(head: Buffer, size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  head.copy(data, 0, 0, Math.min(head.length, size));
  return data;
}
