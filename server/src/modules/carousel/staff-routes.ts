import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import {
  STAFF_CONTENT_API,
  StaffCarouselListRequest,
  StaffCarouselListResponse,
  StaffCarouselMoveRequest,
  StaffCarouselMoveResponse,
  StaffCarouselSaveRequest,
  StaffCarouselSaveResponse,
} from '@contract/staff-content/schemas';
import type {
  StaffCarouselItem,
  StaffCarouselSaveRequest as SaveBody,
} from '@contract/staff-content/schemas';
import type { Queryable } from '@server/db/database';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { mediaPath } from '@server/http/present';
import { STAFF_LOG_TARGETS } from '@server/plugins/staff-log-targets';
import { recordStaffChange } from '@server/plugins/staff-audit';

interface Row {
  id: string;
  partner_id: string | null;
  title: string;
  description: string;
  content: string;
  media_type: 'IMAGE' | 'VIDEO';
  media_file_url: string;
  cover_file_url: string | null;
  alt_text: string;
  link_type: 'EVENT' | 'CAROUSEL_DETAIL' | 'NONE';
  link_target: string | null;
  sort_order: number;
  start_date: string;
  end_date: string;
  published: boolean;
  partner_ids: string[] | null;
}

const SELECT = `SELECT c.*, (SELECT array_agg(a.partner_id ORDER BY a.partner_id) FROM carousel_item_partners a
  WHERE a.item_id = c.id) AS partner_ids FROM carousel_items c`;

function present(row: Row): StaffCarouselItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    mediaType: row.media_type,
    mediaFileUrl: row.media_file_url,
    coverFileUrl: row.cover_file_url,
    mediaUrl: mediaPath(row.media_file_url)!,
    coverUrl: mediaPath(row.cover_file_url),
    altText: row.alt_text,
    linkType: row.link_type,
    linkTarget: row.link_target,
    startDate: row.start_date,
    endDate: row.end_date,
    partnerIds: row.partner_id ? [row.partner_id] : (row.partner_ids ?? []),
    published: row.published,
    order: row.sort_order,
  };
}

/** Items for everyone have no partner rows; otherwise the partners that see the item. */
const audienceOf = (item: StaffCarouselItem): string[] | null =>
  item.partnerIds.length ? item.partnerIds : null;

/** /iboss/carousel/detail: every item, drafts included; create, edit, reorder. */
export default async function staffCarouselRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const staffOnly = { onRequest: app.requireStaff };

  const load = async (db: Queryable, id: string) =>
    (await db.query<Row>(`${SELECT} WHERE c.id = $1`, [id]))[0] ?? null;

  /** The media must be files uploaded through the matching slot (never a partner's own file). */
  const checkMedia = async (body: SaveBody) => {
    const expect: [string | null, string[]][] = [
      [body.mediaFileUrl, body.mediaType === 'IMAGE' ? ['CAROUSEL_IMAGE'] : ['CAROUSEL_VIDEO']],
      [body.coverFileUrl, ['VIDEO_COVER', 'CAROUSEL_IMAGE']],
    ];
    for (const [fileUrl, slots] of expect) {
      if (fileUrl === null) continue;
      const rows = await app.db.query<{ slot: string | null; public_read: boolean }>(
        `SELECT slot, public_read FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      const current = rows[0];
      // Seeded media have no slot; they are public media all the same.
      if (!current || !current.public_read || (current.slot !== null && !slots.includes(current.slot)))
        throw new AppError(ResultCode.FILE_NOT_EXISTS, 400);
    }
  };

  r.post(
    STAFF_CONTENT_API.carouselList,
    {
      ...staffOnly,
      schema: { body: StaffCarouselListRequest, response: responses(StaffCarouselListResponse) },
    },
    async (request) => {
      const pageSize = request.body.pageSize ?? 10;
      const { pageNum } = request.body;
      const [{ total }] = await app.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM carousel_items`,
      );
      const rows = await app.db.query<Row>(
        `${SELECT} ORDER BY c.sort_order, c.start_date, c.id LIMIT $1 OFFSET $2`,
        [pageSize, (pageNum - 1) * pageSize],
      );
      return ok({ total, pageNum, pageSize, carouselList: rows.map(present) });
    },
  );

  r.post(
    STAFF_CONTENT_API.carouselSave,
    {
      ...staffOnly,
      schema: { body: StaffCarouselSaveRequest, response: responses(StaffCarouselSaveResponse) },
    },
    async (request) => {
      const body = request.body;
      if (body.endDate < body.startDate) throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
      if (body.mediaType === 'IMAGE' && body.coverFileUrl !== null)
        throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      const partnerIds = [...new Set(body.partnerIds)];
      if (partnerIds.length) {
        const known = await app.db.query<{ id: string }>(
          `SELECT id FROM partners WHERE id = ANY($1::text[])`,
          [partnerIds],
        );
        if (known.length !== partnerIds.length) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      }
      await checkMedia(body);
      const before = body.id ? await load(app.db, body.id) : null;
      if (body.id && !before) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, 'Not found');
      const id = body.id ?? newId();
      const saved = await app.db.tx(async (tx) => {
        const values = [
          id,
          body.title.trim(),
          body.description,
          body.content,
          body.mediaType,
          body.mediaFileUrl,
          body.coverFileUrl,
          body.altText.trim(),
          body.linkType,
          body.linkType === 'NONE' ? null : body.linkTarget,
          body.startDate,
          body.endDate,
          body.published,
        ];
        if (before) {
          await tx.query(
            `UPDATE carousel_items SET partner_id = NULL, title = $2, description = $3, content = $4, media_type = $5,
               media_file_url = $6, cover_file_url = $7, alt_text = $8, link_type = $9, link_target = $10,
               start_date = $11, end_date = $12, published = $13 WHERE id = $1`,
            values,
          );
          await tx.query(`DELETE FROM carousel_item_partners WHERE item_id = $1`, [id]);
        } else {
          await tx.query(
            `INSERT INTO carousel_items (id, partner_id, title, description, content, media_type, media_file_url,
               cover_file_url, alt_text, link_type, link_target, start_date, end_date, published, sort_order, created_at)
             VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
               (SELECT coalesce(max(sort_order), 0) + 1 FROM carousel_items), $14)`,
            [...values, app.clock.now()],
          );
        }
        for (const partnerId of partnerIds)
          await tx.query(`INSERT INTO carousel_item_partners (item_id, partner_id) VALUES ($1, $2)`, [
            id,
            partnerId,
          ]);
        // The media are attached now: readable by everyone the item is for (they are public media).
        await tx.query(`UPDATE files SET staff_only = false WHERE storage_name = ANY($1::text[])`, [
          [body.mediaFileUrl, body.coverFileUrl].filter(Boolean),
        ]);
        return present((await load(tx, id))!);
      });
      // Everyone who saw it before or sees it now learns of the change.
      const touched = [before && audienceOf(present(before)), audienceOf(saved)];
      const partners = touched.some((list) => list === null)
        ? null
        : [...new Set(touched.flat() as string[])];
      await recordStaffChange(
        app,
        request,
        before ? OperationAction.STAFF_CAROUSEL_EDIT : OperationAction.STAFF_CAROUSEL_CREATE,
        partners,
        saved.title,
        {
          itemId: id,
          title: saved.title,
          published: saved.published,
        },
      );
      return ok({ carousel: saved });
    },
  );

  r.post(
    STAFF_CONTENT_API.carouselMove,
    {
      ...staffOnly,
      schema: { body: StaffCarouselMoveRequest, response: responses(StaffCarouselMoveResponse) },
    },
    async (request) => {
      const { id, direction } = request.body;
      const moved = await app.db.tx(async (tx) => {
        const all = await tx.query<{ id: string }>(
          `SELECT id FROM carousel_items ORDER BY sort_order, start_date, id FOR UPDATE`,
        );
        const index = all.findIndex((row) => row.id === id);
        if (index < 0) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, 'Not found');
        const other = direction === 'UP' ? index - 1 : index + 1;
        if (other < 0 || other >= all.length) return null;
        [all[index], all[other]] = [all[other], all[index]];
        for (const [position, row] of all.entries())
          await tx.query(`UPDATE carousel_items SET sort_order = $2 WHERE id = $1`, [row.id, position + 1]);
        return await load(tx, id);
      });
      if (moved) {
        const item = present(moved);
        await recordStaffChange(
          app,
          request,
          OperationAction.STAFF_CAROUSEL_REORDER,
          audienceOf(item),
          STAFF_LOG_TARGETS.carouselMove(item.title, direction),
          { itemId: id, direction },
        );
      }
      return ok({});
    },
  );
}
