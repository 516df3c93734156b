import { contentTypeForFileName, OCTET_STREAM } from './content-type';

const cases: [string, string][] = [
  ['photo.jpg', 'image/jpeg'],
  ['photo.JPG', 'image/jpeg'],
  ['photo.jpeg', 'image/jpeg'],
  ['logo.png', 'image/png'],
  ['clip.mp4', 'video/mp4'],
  ['contract.pdf', 'application/pdf'],
  ['Contract.Final.PDF', 'application/pdf'],
  ['report.pdf?version=2', 'application/pdf'],
  ['archive.zip', OCTET_STREAM],
  ['sheet.csv', OCTET_STREAM],
  ['pdf', OCTET_STREAM],
  ['noextension', OCTET_STREAM],
  ['trailing.', OCTET_STREAM],
  ['fake.pdf.exe', OCTET_STREAM],
  ['', OCTET_STREAM],
];

describe('content type by file name (DATA-FILES)', () => {
  it.each(cases)('%j -> %s', (name, type) => {
    expect(contentTypeForFileName(name)).toBe(type);
  });
});
