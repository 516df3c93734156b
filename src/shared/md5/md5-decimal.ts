import SparkMD5 from 'spark-md5';

/**
 * LIMIT-MD5: text to a 32-digit decimal string from its MD5 hash: one digit per hex digit of the
 * hash (the digit's value mod 10), so equal texts give equal strings and the length is always 32.
 */
export function md5Decimal(text: string): string {
  return SparkMD5.hash(text)
    .split('')
    .map((hex) => String(parseInt(hex, 16) % 10))
    .join('');
}
