import { Worker } from 'node:worker_threads';

/** Longest a PDF may take to parse; a file built to keep the parser busy is refused after it. */
const PARSE_TIMEOUT_MS = 15_000;

// Parsed in a worker thread: pdf-lib is synchronous for long stretches, and some shapes (one line
// of megabytes) take it minutes; the server's own thread keeps answering meanwhile.
const PARSER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(${JSON.stringify(require.resolve('pdf-lib'))});
PDFDocument.load(workerData, { ignoreEncryption: true, updateMetadata: false }).then(
  (doc) => parentPort.postMessage(doc.getPageCount() > 0),
  () => parentPort.postMessage(false),
);
`;

/**
 * Whether `bytes` parse as a PDF with at least one page (pdf-lib, which the seed also writes its
 * PDFs with). The signature alone (%PDF-) says nothing: HTML behind it would be stored and served
 * as a PDF (docs/security.md, "PDF uploads").
 */
export function isReadablePdf(bytes: Uint8Array, timeoutMs = PARSE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = new Worker(PARSER, { eval: true, workerData: bytes });
    const done = (readable: boolean) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(readable);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    worker.once('message', (readable: unknown) => done(readable === true));
    worker.once('error', () => done(false));
  });
}

/**
 * The whole of a PDF upload (its size already limited by `source`), once it parsed; anything
 * else throws `refusal`. A PDF is read to its end before a byte is stored: at most KIND_LIMITS.pdf
 * (20 MB) in memory per upload.
 */
export async function wholePdf(
  source: AsyncIterable<Buffer>,
  refusal: () => Error,
): Promise<AsyncIterable<Buffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  if (!(await isReadablePdf(Buffer.concat(chunks)))) throw refusal();
  return (async function* replay() {
    yield* chunks;
  })();
}
