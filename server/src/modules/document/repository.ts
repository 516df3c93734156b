import type {
  ContractDetail,
  ContractSummary,
  DocumentFile,
  DocumentSummary,
  DocumentVersion,
} from '@contract/document/schemas';
import { CONTRACT_EXPIRING_DAYS } from '@contract/document/constants';
import type { ContractState, DocumentKind, DocumentStatus } from '@contract/document/constants';
import { conditions, pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { jsonRows, jsonRowsSql } from '@server/db/json-rows';
import { newId } from '@server/security/tokens';

/**
 * Documents (contracts, newsletters, QBRs): metadata in `document`, one row per uploaded file in
 * `document_version` (bytes in the file storage), read receipts in `document_read`.
 *
 * Two sides:
 * - partner reads (`Reader`): always scoped to the current partner and to PUBLISHED documents
 *   whose publish time has come; anything else is null, exactly like a missing id;
 * - staff writes (`create`, `update`, `addVersion`, `list`, `get`): unscoped, for the /iboss pages.
 */

/** Who is asking: documents belong to the partner, read receipts to the user. */
export interface Reader {
  partnerId: string;
  userId: string;
  now: Date;
}

export interface ContractFilters {
  state?: ContractState;
  contractType?: string;
  keyword?: string;
}

export interface NewDocument {
  partnerId: string;
  kind: DocumentKind;
  title: string;
  contractType?: string | null;
  counterparty?: string | null;
  /** 'YYYY-MM' (newsletter) or 'YYYY-Qn' (QBR). */
  period?: string | null;
  /** First day of the period, 'YYYY-MM-DD'; orders insights and drives the year filter. */
  periodStart?: string | null;
  effectiveDate?: string | null;
  expiryDate?: string | null;
  status?: DocumentStatus;
  /** Defaults to now when the status is PUBLISHED. */
  publishedAt?: Date | null;
  createdBy?: string | null;
}

export type DocumentChanges = Partial<Omit<NewDocument, 'partnerId' | 'kind' | 'createdBy'>>;

export interface NewVersion {
  /** A fileUrl issued by `storage.put` for a file owned by the document's partner. */
  fileUrl: string;
  pageCount?: number | null;
  note?: string | null;
  createdBy?: string | null;
}

/** A document as staff see it (any partner, any status). */
export interface StaffListFilter {
  kinds: DocumentKind[];
  partnerId?: string;
  status?: DocumentStatus;
  /** Lower-case; matches inside the title, counterparty or contract type. */
  keyword?: string;
  limit: number;
  offset: number;
}

export interface StaffDocument {
  documentId: string;
  partnerId: string;
  partnerName: string;
  kind: DocumentKind;
  title: string;
  contractType: string | null;
  counterparty: string | null;
  period: string | null;
  periodStart: string | null;
  effectiveDate: string | null;
  expiryDate: string | null;
  status: DocumentStatus;
  currentVersion: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  versions: Array<Omit<DocumentVersion, 'readAt'>>;
}

interface SummaryRow {
  id: string;
  kind: DocumentKind;
  title: string;
  period: string | null;
  published_at: Date | null;
  current_version: number;
  contract_type: string | null;
  counterparty: string | null;
  effective_date: string | null;
  expiry_date: string | null;
  page_count: number | null;
  storage_name: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  read_version: number | null;
  state: ContractState;
  days_to_expiry: number | null;
}

interface VersionRow {
  version: number;
  note: string | null;
  created_at: Date;
  page_count: number | null;
  storage_name: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  read_at?: Date | null;
}

interface DocumentRow {
  id: string;
  partner_id: string;
  kind: DocumentKind;
  title: string;
  contract_type: string | null;
  counterparty: string | null;
  period: string | null;
  period_start: string | null;
  effective_date: string | null;
  expiry_date: string | null;
  status: DocumentStatus;
  current_version: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const VERSION_COLUMNS = `v.version, v.note, v.created_at, v.page_count, f.storage_name, f.file_name,
  f.content_type, f.size_bytes`;

/** A document as the staff list and editor read it, with its partner's name and every version. */
interface StaffRow extends DocumentRow {
  partner_name: string;
  /** As JSON: created_at is text there. */
  versions: Array<Omit<VersionRow, 'created_at'> & { created_at: string }>;
}
// One statement per list page or document: the versions come along as JSON, newest first (whole
// rows to JSON: on PGlite a fifth cheaper than naming each field with json_build_object).
const STAFF_COLUMNS = `d.*, (SELECT pa.name FROM partners pa WHERE pa.id = d.partner_id) AS partner_name,
  (SELECT coalesce(json_agg(x ORDER BY x.version DESC), '[]'::json) FROM (
     SELECT ${VERSION_COLUMNS} FROM document_version v JOIN files f ON f.id = v.file_id WHERE v.document_id = d.id
   ) x) AS versions`;

const TODAY = `($3::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * Published documents of partner $1 with their current version, the highest version user $2 has
 * read, and the contract state on day $3. Documents without a file yet are left out.
 */
const VISIBLE = `
  SELECT d.id, d.kind, d.title, d.period, d.period_start, d.published_at, d.current_version,
    d.contract_type, d.counterparty, d.effective_date, d.expiry_date,
    v.page_count, f.storage_name, f.file_name, f.content_type, f.size_bytes,
    (SELECT max(r.version) FROM document_read r WHERE r.document_id = d.id AND r.user_id = $2) AS read_version,
    CASE
      WHEN d.effective_date > ${TODAY} THEN 'PENDING'
      WHEN d.expiry_date < ${TODAY} THEN 'EXPIRED'
      WHEN d.expiry_date - ${TODAY} <= ${CONTRACT_EXPIRING_DAYS} THEN 'EXPIRING'
      ELSE 'ACTIVE'
    END AS state,
    d.expiry_date - ${TODAY} AS days_to_expiry
  FROM document d
  JOIN document_version v ON v.document_id = d.id AND v.version = d.current_version
  JOIN files f ON f.id = v.file_id
  WHERE d.partner_id = $1 AND d.status = 'PUBLISHED' AND (d.published_at IS NULL OR d.published_at <= $3)`;

/** Upload slots for document PDFs (contract/upload/constants.ts): a file from one is a document's. */
export const DOCUMENT_PDF_SLOTS = ['CONTRACT_PDF', 'INSIGHT_PDF'];

/** `%` and `_` in a search word are literal characters, not wildcards. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fileOf = (row: {
  storage_name: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  page_count: number | null;
}): DocumentFile => ({
  fileUrl: row.storage_name,
  fileName: row.file_name,
  fileContentType: row.content_type,
  sizeBytes: row.size_bytes,
  pageCount: row.page_count,
});

function toSummary(row: SummaryRow): DocumentSummary {
  return {
    documentId: row.id,
    kind: row.kind,
    title: row.title,
    period: row.period,
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    version: row.current_version,
    file: fileOf(row),
    readVersion: row.read_version,
    isNew: row.read_version === null || row.read_version < row.current_version,
  };
}

function toContract(row: SummaryRow): ContractSummary {
  // Object.assign, not a spread: copying with a spread cost several times more CPU per row.
  return Object.assign(toSummary(row), {
    contractType: row.contract_type ?? '',
    counterparty: row.counterparty ?? '',
    effectiveDate: row.effective_date ?? '',
    expiryDate: row.expiry_date,
    state: row.state,
    daysToExpiry: row.days_to_expiry,
  });
}

function toVersion(row: VersionRow): DocumentVersion {
  return {
    version: row.version,
    file: fileOf(row),
    note: row.note,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** A document's reader as the staff see it (one row per version read). */
export interface ReaderRow {
  email: string;
  given_name: string;
  family_name: string;
  version: number;
  read_at: Date;
}

/** A version as the staff list shows it (no reader's receipt); built directly, not by removing readAt. */
function toStaffVersion(row: VersionRow): Omit<DocumentVersion, 'readAt'> {
  return {
    version: row.version,
    file: fileOf(row),
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

const readerParams = (r: Reader) => [r.partnerId, r.userId, r.now];

async function page(
  db: Queryable,
  sql: string,
  params: unknown[],
  orderBy: string,
  limit: number,
  offset: number,
  years = '',
): Promise<{ total: number; rows: SummaryRow[]; years: number[] }> {
  // The count and the page in one statement that answers a row also past the end, the page as
  // one JSON value (db/json-rows.ts says why). `orderBy` names the columns unqualified; `years`,
  // when given, is a statement over the same parameters whose years come along.
  const pageParams = [...params];
  const select = `${sql} ORDER BY ${orderBy} ${pageClause(pageParams, limit, offset)}`;
  const onRows = orderBy.replace(/(^|,\s*)/g, '$1j.');
  const [row] = await db.query<{ total: number; list: string; years: number[] | null }>(
    `SELECT (SELECT count(*)::int FROM (${sql}) c) AS total, ${jsonRowsSql(select, onRows)} AS list,
       ${years ? `ARRAY(${years})` : 'NULL::int[]'} AS years`,
    pageParams,
  );
  return {
    total: row.total,
    rows: jsonRows<SummaryRow>(row.list, ['published_at']),
    years: row.years ?? [],
  };
}

const toStaff = (row: StaffRow): StaffDocument => ({
  documentId: row.id,
  partnerId: row.partner_id,
  partnerName: row.partner_name,
  kind: row.kind,
  title: row.title,
  contractType: row.contract_type,
  counterparty: row.counterparty,
  period: row.period,
  periodStart: row.period_start,
  effectiveDate: row.effective_date,
  expiryDate: row.expiry_date,
  status: row.status,
  currentVersion: row.current_version,
  publishedAt: row.published_at ? row.published_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  versions: row.versions.map((version) =>
    toStaffVersion({ ...version, created_at: new Date(version.created_at) }),
  ),
});

/** Partner reads: contracts and business insights a reader may see. */
function partnerReadQueries(db: Queryable) {
  return {
    /** Contracts, newest effective date first. */
    async contractPage(reader: Reader, filters: ContractFilters, limit: number, offset: number) {
      const keyword = filters.keyword?.trim();
      const params = readerParams(reader);
      // Only the filters given (db/conditions.ts says why).
      const where = conditions(params)
        .when(filters.state, 'c.state = $?::text')
        .when(filters.contractType, 'c.contract_type = $?::text')
        .when(
          keyword ? likePattern(keyword) : null,
          '(c.title ILIKE $?::text OR c.counterparty ILIKE $?::text)',
        )
        .sql();
      const sql = `SELECT * FROM (${VISIBLE} AND d.kind = 'CONTRACT') c WHERE ${where}`;
      const { total, rows } = await page(db, sql, params, 'effective_date DESC, id', limit, offset);
      return { total, list: rows.map(toContract) };
    },

    /** One contract with all its versions (newest first) and this user's receipts; null when not visible. */
    async contractDetail(reader: Reader, contractId: string): Promise<ContractDetail | null> {
      const rows = await db.query<SummaryRow>(`${VISIBLE} AND d.kind = 'CONTRACT' AND d.id = $4`, [
        ...readerParams(reader),
        contractId,
      ]);
      if (rows.length === 0) return null;
      const versions = await db.query<VersionRow>(
        `SELECT ${VERSION_COLUMNS}, r.read_at
       FROM document_version v JOIN files f ON f.id = v.file_id
       LEFT JOIN document_read r ON r.document_id = v.document_id AND r.version = v.version AND r.user_id = $2
       WHERE v.document_id = $1 ORDER BY v.version DESC`,
        [contractId, reader.userId],
      );
      return { ...toContract(rows[0]), versions: versions.map(toVersion) };
    },

    /** Newsletters or QBRs, newest period first, optionally one year; plus every year that has some. */
    async insightPage(
      reader: Reader,
      kind: 'NEWSLETTER' | 'QBR',
      year: number | undefined,
      limit: number,
      offset: number,
    ) {
      const base = `${VISIBLE} AND d.kind = $4`;
      const params = [...readerParams(reader), kind];
      const sql = `${base} AND ${conditions(params).when(year, 'extract(year FROM d.period_start)::int = $?::int').sql()}`;
      // Every year that has some, whatever the year asked for, in the same statement.
      const { total, rows, years } = await page(
        db,
        sql,
        params,
        'period_start DESC, id',
        limit,
        offset,
        `SELECT DISTINCT extract(year FROM period_start)::int AS year FROM (${base}) x
         WHERE period_start IS NOT NULL ORDER BY year DESC`,
      );
      return { total, list: rows.map(toSummary), years };
    },

    /** Every visible document of the kinds, newest period first (show/query.json). */
    async insightAll(reader: Reader, kinds: readonly DocumentKind[]): Promise<DocumentSummary[]> {
      const rows = await db.query<SummaryRow>(
        `${VISIBLE} AND d.kind = ANY($4::text[]) ORDER BY d.period_start DESC NULLS LAST, d.id`,
        [...readerParams(reader), kinds],
      );
      return rows.map(toSummary);
    },

    async insightLatest(reader: Reader, kind: 'NEWSLETTER' | 'QBR'): Promise<DocumentSummary | null> {
      const rows = await db.query<SummaryRow>(
        `${VISIBLE} AND d.kind = $4 ORDER BY d.period_start DESC NULLS LAST, d.published_at DESC, d.id LIMIT 1`,
        [...readerParams(reader), kind],
      );
      return rows[0] ? toSummary(rows[0]) : null;
    },
  };
}

/** Read receipts, and whether a reader may fetch a document's file. */
function readReceiptQueries(db: Queryable) {
  return {
    /**
     * Records the reader's first open of one version. null when the document or version is not
     * visible to the reader; firstRead false when the receipt already existed (its time is kept).
     */
    async markRead(
      reader: Reader,
      documentId: string,
      version: number,
    ): Promise<{ firstRead: boolean; readAt: Date; kind: DocumentKind; title: string } | null> {
      const visible = await db.query<{ kind: DocumentKind; title: string }>(
        `SELECT x.kind, x.title FROM (${VISIBLE} AND d.id = $4) x
       JOIN document_version dv ON dv.document_id = x.id AND dv.version = $5`,
        [...readerParams(reader), documentId, version],
      );
      if (visible.length === 0) return null;
      const inserted = await db.query<{ read_at: Date }>(
        `INSERT INTO document_read (document_id, version, user_id, read_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING read_at`,
        [documentId, version, reader.userId, reader.now],
      );
      if (inserted.length > 0) return { firstRead: true, readAt: inserted[0].read_at, ...visible[0] };
      const [existing] = await db.query<{ read_at: Date }>(
        `SELECT read_at FROM document_read WHERE document_id = $1 AND version = $2 AND user_id = $3`,
        [documentId, version, reader.userId],
      );
      return { firstRead: false, readAt: existing.read_at, ...visible[0] };
    },

    /**
     * True when the stored file is a document's (a version of one, or uploaded for one) and no
     * document the partner can see (VISIBLE) uses it: the file then goes unseen with its document.
     * Any other file is not this module's to decide (false). `partnerId` null sees no document.
     */
    async hidesFile(fileUrl: string, partnerId: string | null, now: Date): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM files fl
       WHERE fl.storage_name = $4
         AND (fl.slot = ANY($5::text[]) OR EXISTS (SELECT 1 FROM document_version dv WHERE dv.file_id = fl.id))
         AND NOT EXISTS (
           SELECT 1 FROM (${VISIBLE}) x JOIN document_version dv ON dv.document_id = x.id WHERE dv.file_id = fl.id)`,
        // No reader's receipts are needed: VISIBLE's user ($2) is left null.
        [partnerId, null, now, fileUrl, DOCUMENT_PDF_SLOTS],
      );
      return rows.length > 0;
    },

    // ---- staff side ----------------------------------------------------------------------------
  };
}

/** Staff writes: a new document and changes to its fields. */
function staffEditQueries(db: Queryable) {
  return {
    /** Creates a document without a file; attach one with addVersion before partners can see it. */
    async create(input: NewDocument, now: Date): Promise<string> {
      const id = newId();
      const status = input.status ?? 'PUBLISHED';
      await db.query(
        `INSERT INTO document (id, partner_id, kind, title, contract_type, counterparty, period, period_start,
         effective_date, expiry_date, status, current_version, published_at, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $14, $14)`,
        [
          id,
          input.partnerId,
          input.kind,
          input.title,
          input.contractType ?? null,
          input.counterparty ?? null,
          input.period ?? null,
          input.periodStart ?? null,
          input.effectiveDate ?? null,
          input.expiryDate ?? null,
          status,
          input.publishedAt ?? (status === 'PUBLISHED' ? now : null),
          input.createdBy ?? null,
          now,
        ],
      );
      return id;
    },

    /** Changes the given fields; false when the document does not exist. */
    async update(documentId: string, changes: DocumentChanges, now: Date): Promise<boolean> {
      const columns: Record<keyof DocumentChanges, string> = {
        title: 'title',
        contractType: 'contract_type',
        counterparty: 'counterparty',
        period: 'period',
        periodStart: 'period_start',
        effectiveDate: 'effective_date',
        expiryDate: 'expiry_date',
        status: 'status',
        publishedAt: 'published_at',
      };
      const sets: string[] = [];
      const params: unknown[] = [documentId, now];
      for (const [key, column] of Object.entries(columns) as Array<[keyof DocumentChanges, string]>) {
        if (changes[key] === undefined) continue;
        params.push(changes[key]);
        sets.push(`${column} = $${params.length}`);
      }
      if (changes.status === 'PUBLISHED' && changes.publishedAt === undefined)
        sets.push(`published_at = COALESCE(published_at, $2)`);
      const rows = await db.query(
        `UPDATE document SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING id`,
        params,
      );
      return rows.length > 0;
    },
  };
}

/** Staff: new versions, and the staff list and detail. */
function staffVersionAndListQueries(db: Queryable) {
  return {
    /**
     * Attaches a stored file as the next version (one statement, so concurrent uploads get distinct
     * numbers). null when the document is unknown or the file is not the document partner's.
     */
    async addVersion(documentId: string, input: NewVersion, now: Date): Promise<number | null> {
      const rows = await db.query<{ version: number }>(
        `WITH target AS (
         SELECT d.id FROM document d JOIN files f ON f.storage_name = $2 AND f.partner_id = d.partner_id
         WHERE d.id = $1
       ), bumped AS (
         UPDATE document SET current_version = current_version + 1, updated_at = $6
         WHERE id IN (SELECT id FROM target) RETURNING id, current_version
       )
       INSERT INTO document_version (document_id, version, file_id, page_count, note, created_by, created_at)
       SELECT b.id, b.current_version, f.id, $3, $4, $5, $6 FROM bumped b JOIN files f ON f.storage_name = $2
       RETURNING version`,
        [
          documentId,
          input.fileUrl,
          input.pageCount ?? null,
          input.note ?? null,
          input.createdBy ?? null,
          now,
        ],
      );
      return rows[0]?.version ?? null;
    },

    /**
     * The staff list: filtered and paged in SQL, each with its versions. Business insights newest
     * period first (the order partners read them in); contracts have no period. Then newest change
     * first, and one publish to several partners by partner name.
     */
    async list(filter: StaffListFilter): Promise<{ total: number; list: StaffDocument[] }> {
      const params: unknown[] = [];
      // Only the filters given (db/conditions.ts says why).
      const where = conditions(params)
        .add('kind = ANY($?::text[])', filter.kinds)
        .when(filter.partnerId, 'partner_id = $?')
        .when(filter.status, 'status = $?')
        .when(
          filter.keyword || null,
          `(position($?::text IN lower(title)) > 0
        OR position($?::text IN lower(coalesce(counterparty, ''))) > 0
        OR position($?::text IN lower(coalesce(contract_type, ''))) > 0)`,
        )
        .sql();
      // The count as a sub-select run once (a window count would carry every matching row through
      // the sort); only a page past the end asks again.
      const pageParams = [...params];
      const rows = await db.query<StaffRow & { total: number }>(
        `SELECT ${STAFF_COLUMNS}, (SELECT count(*)::int FROM document WHERE ${where}) AS total
       FROM document d WHERE ${where}
       ORDER BY d.period_start DESC NULLS LAST, d.updated_at DESC, partner_name, d.id ${pageClause(pageParams, filter.limit, filter.offset)}`,
        pageParams,
      );
      const total =
        rows[0]?.total ??
        (
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM document WHERE ${where}`,
            params,
          )
        )[0].total;
      return { total, list: rows.map(toStaff) };
    },

    async get(documentId: string): Promise<StaffDocument | null> {
      const rows = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM document d WHERE d.id = $1`, [
        documentId,
      ]);
      return rows[0] ? toStaff(rows[0]) : null;
    },
  };
}

/** Staff lookups: readers, partner names, stored files. */
function staffLookupQueries(db: Queryable) {
  return {
    /** The document's readers, latest version and read first (staff). */
    readers(documentId: string): Promise<ReaderRow[]> {
      return db.query<ReaderRow>(
        `SELECT u.email, u.given_name, u.family_name, r.version, r.read_at
       FROM document_read r JOIN users u ON u.id = r.user_id
       WHERE r.document_id = $1 ORDER BY r.version DESC, r.read_at DESC`,
        [documentId],
      );
    },

    /** Partner names by id, for the staff lists. */
    async partnerNames(): Promise<Map<string, string>> {
      const rows = await db.query<{ id: string; name: string }>(`SELECT id, name FROM partners`);
      return new Map(rows.map((p) => [p.id, p.name]));
    },

    /** The slot and staff-only flag of a stored file, or null when there is no such file. */
    async storedFile(fileUrl: string): Promise<{ slot: string | null; staff_only: boolean } | null> {
      const rows = await db.query<{ slot: string | null; staff_only: boolean }>(
        `SELECT slot, staff_only FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      return rows[0] ?? null;
    },
  };
}

/** Filters of the staff's business insights by issue (contract/staff-content/issues.ts). */
export interface IssueFilter {
  kind?: string;
  partnerId?: string;
  status?: string;
  /** Lower case. */
  keyword?: string;
  sort: 'PERIOD_DESC' | 'PERIOD_ASC' | 'TITLE_ASC' | 'TITLE_DESC';
  limit: number;
  offset: number;
}

export interface IssueRow {
  issue_key: string;
  kind: 'NEWSLETTER' | 'QBR';
  title: string;
  period: string;
  published_at: Date | null;
  published_count: number;
  total: number;
}

/** An issue: the newsletter or QBR documents of one kind, period and title (one per partner). */
const ISSUE_KEY = `d.kind || chr(31) || coalesce(d.period, '') || chr(31) || d.title`;

const ISSUE_ORDER: Record<IssueFilter['sort'], string> = {
  PERIOD_DESC: 'period_start DESC NULLS LAST, lower(title)',
  PERIOD_ASC: 'period_start ASC NULLS LAST, lower(title)',
  TITLE_ASC: 'lower(title) ASC, period_start DESC NULLS LAST',
  TITLE_DESC: 'lower(title) DESC, period_start DESC NULLS LAST',
};

/** Staff: business insights grouped by issue, and withdrawing or publishing copies together. */
function staffIssueQueries(db: Queryable) {
  return {
    /** One page of issues with how many copies are published; filtered on any copy. */
    async issues(filter: IssueFilter): Promise<IssueRow[]> {
      const params: unknown[] = [];
      const where = conditions(params)
        .add(`d.kind = ANY($?::text[])`, filter.kind ? [filter.kind] : ['NEWSLETTER', 'QBR'])
        .when(
          filter.keyword || null,
          `(position($?::text IN lower(d.title)) > 0 OR position($?::text IN lower(coalesce(d.period, ''))) > 0)`,
        )
        .sql();
      const having = conditions(params)
        .when(filter.partnerId, 'bool_or(d.partner_id = $?)')
        .when(filter.status, 'bool_or(d.status = $?)')
        .sql();
      const pageParams = [...params];
      return db.query<IssueRow>(
        `WITH issues AS (
           SELECT ${ISSUE_KEY} AS issue_key, d.kind, d.title, coalesce(d.period, '') AS period,
             max(d.period_start) AS period_start, min(d.published_at) AS published_at,
             (count(*) FILTER (WHERE d.status = 'PUBLISHED'))::int AS published_count
           FROM document d WHERE ${where}
           GROUP BY d.kind, d.period, d.title HAVING ${having}
         )
         SELECT i.*, (SELECT count(*)::int FROM issues) AS total FROM issues i
         ORDER BY ${ISSUE_ORDER[filter.sort]}, issue_key ${pageClause(pageParams, filter.limit, filter.offset)}`,
        pageParams,
      );
    },

    /** Every copy of the given issues with its versions, by partner name. */
    async issueDocuments(issueKeys: string[]): Promise<Array<StaffDocument & { issueKey: string }>> {
      if (!issueKeys.length) return [];
      const rows = await db.query<StaffRow & { issue_key: string }>(
        `SELECT ${STAFF_COLUMNS}, ${ISSUE_KEY} AS issue_key FROM document d
         WHERE d.kind IN ('NEWSLETTER', 'QBR') AND ${ISSUE_KEY} = ANY($1::text[])
         ORDER BY partner_name, d.id`,
        [issueKeys],
      );
      return rows.map((row) => ({ ...toStaff(row), issueKey: row.issue_key }));
    },

    /** The given documents, locked for a change of status (in a transaction). */
    async lockForStatus(documentIds: string[]): Promise<Array<{ id: string; kind: string; status: string }>> {
      return db.query(
        `SELECT id, kind, status FROM document WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
        [documentIds],
      );
    },
  };
}

/** Documents (contracts, newsletters, QBRs), their versions and read receipts. */
export function documentRepository(db: Queryable) {
  return {
    ...partnerReadQueries(db),
    ...readReceiptQueries(db),
    ...staffEditQueries(db),
    ...staffVersionAndListQueries(db),
    ...staffLookupQueries(db),
    ...staffIssueQueries(db),
  };
}

export type DocumentRepository = ReturnType<typeof documentRepository>;
