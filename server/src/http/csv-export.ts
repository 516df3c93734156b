import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from './app-error';
import { msg } from '@server/i18n/messages';

interface CsvColumn<Row> {
  /**
   * The column's machine key (snake_case), the file's first row: it stays the same in every
   * language, so a spreadsheet or script reading the file keeps working (docs/i18n.md).
   */
  key: string;
  value: (row: Row) => string | number | null | undefined;
}

interface CsvExport<Row> {
  /** Suggested file name, without path; sanitised again here. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /**
   * At most `limit + 1` rows: the caller asks the database for one more than the limit, so an
   * export over the limit is refused without reading the whole set.
   */
  rows: readonly Row[];
  limit: number;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return before one)
 * gets a leading apostrophe, so an exported name like `=HYPERLINK(...)` stays text. Checked on the
 * NFKC form: spreadsheets read a fullwidth ＝ or ＋ (typed by an East Asian keyboard) as = and +.
 */
export function csvSafe(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value.normalize('NFKC')) ? `'${value}` : value;
}

/** Byte-order mark: spreadsheets (Excel above all) read the file as UTF-8 only with it. */
const BOM = '\uFEFF';

/**
 * 510872006 in the catalogue's words, with the row limit and the way out (the client shows this
 * text for the code, src/shared/request/client.ts).
 */
export const exportLimitMessage = (limit: number) => msg('error.exportLimit', { limit });

/**
 * One way to answer a CSV export: none gives 510872007, more than the limit gives 510872006
 * (error catalogue), otherwise UTF-8 with BOM as an attachment. Errors keep the JSON envelope.
 */
export function sendCsv<Row>(reply: FastifyReply, csv: CsvExport<Row>): FastifyReply {
  if (csv.rows.length === 0) throw new AppError(ResultCode.EXPORT_NO_RECORDS, 400);
  if (csv.rows.length > csv.limit)
    throw new AppError(ResultCode.EXPORT_LIMIT_EXCEEDED, 400, exportLimitMessage(csv.limit));
  const body =
    BOM +
    stringify(
      csv.rows.map((row) => csv.columns.map((c) => csvSafe(c.value(row)))),
      { header: true, columns: csv.columns.map((c) => c.key), record_delimiter: 'windows' },
    );
  const safeName = csv.fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'export.csv';
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
