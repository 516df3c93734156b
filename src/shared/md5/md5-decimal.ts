import SparkMD5 from 'spark-md5';

/** Spec 9: text -> 32-digit decimal string, one digit per hex digit of the MD5 hash (value mod 10). */
export function md5Decimal(text: string): string {
  return SparkMD5.hash(text)
    .split('')
    .map((hex) => String(parseInt(hex, 16) % 10))
    .join('');
}
