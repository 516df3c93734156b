import SparkMD5 from 'spark-md5';
import { md5Decimal } from './md5-decimal';

describe('md5Decimal (LIMIT-MD5)', () => {
  it.each([
    // MD5 reference values from RFC 1321; a-f become 0-5 (value mod 10), 0-9 stay.
    ['', 'd41d8cd98f00b204e9800998ecf8427e', '34138239850012044980099842584274'],
    ['a', '0cc175b9c0f1b6a831c399e269772661', '02217519205116083123994269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72', '90015098323245103696357328417572'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0', '59616973721793835250253100516130'],
  ])('%j (MD5 %s) -> %s', (text, hex, decimal) => {
    expect(SparkMD5.hash(text)).toBe(hex);
    expect(md5Decimal(text)).toBe(decimal);
  });

  it.each(['', 'a', 'partner@example.com', '中文字符', 'x'.repeat(10_000)])(
    '%j gives exactly 32 digits',
    (text) => {
      expect(md5Decimal(text)).toMatch(/^\d{32}$/);
    },
  );

  it('is deterministic and case sensitive', () => {
    expect(md5Decimal('partner@example.com')).toBe(md5Decimal('partner@example.com'));
    expect(md5Decimal('partner@example.com')).not.toBe(md5Decimal('Partner@example.com'));
  });

  it('hashes unicode text by its UTF-8 bytes', () => {
    expect(md5Decimal('中文')).not.toBe(md5Decimal('??'));
  });
});
