import { sample } from '@server/test-support/multipart';
import { isReadablePdf } from './pdf-check';

describe('isReadablePdf', () => {
  test('a one-page PDF, small or at the 20 MB limit, is one', async () => {
    expect(await isReadablePdf(sample.pdf())).toBe(true);
    expect(await isReadablePdf(sample.pdf(20 * 1024 * 1024))).toBe(true);
  });

  test('HTML behind the signature, the signature alone, or nothing is not', async () => {
    expect(await isReadablePdf(sample.fakePdf())).toBe(false);
    expect(await isReadablePdf(Buffer.from('%PDF-'))).toBe(false);
    expect(await isReadablePdf(Buffer.alloc(0))).toBe(false);
  });

  test('a file that keeps the parser busy past the time limit is refused', async () => {
    // A valid one-page PDF with one comment line of 8 MB. The limit given here is shorter than a
    // worker takes to start and load pdf-lib, so the answer cannot depend on the machine's speed.
    const slow = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
        `%${'x'.repeat(8 * 1024 * 1024)}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
      'latin1',
    );
    expect(await isReadablePdf(slow, 1)).toBe(false);
  });
});
