import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { CAROUSEL_STAFF_API } from '@contract/staff-content/constants';
import {
  StaffCarouselListRequestSchema,
  StaffCarouselListResponseSchema,
  StaffCarouselSaveRequestSchema,
  StaffCarouselSaveResponseSchema,
} from '@contract/staff-content/schemas';
import type { StaffCarouselSaveRequest as SaveBody } from '@contract/staff-content/schemas';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { isoDateOf } from '@server/http/present';
import { recordPublishedChange } from '@server/plugins/staff-audit';
import type { CarouselRepository } from './repository';
import { carouselRepository } from './repository';
import { staffCarouselOrderRoutes } from './staff-order-routes';
import { present, viewOf } from './staff-present';
import { msg } from '@server/i18n/messages';

/**
 * The media must be files uploaded through the matching slot (never a partner's own file).
 * `txRepo` runs in the transaction that saves the item, after Storage.lock of the files.
 */
async function checkMedia(txRepo: CarouselRepository, body: SaveBody) {
  const expect: [string | null, string[]][] = [
    [body.mediaFileUrl, body.mediaType === 'IMAGE' ? ['CAROUSEL_IMAGE'] : ['CAROUSEL_VIDEO']],
    [body.coverFileUrl, ['VIDEO_COVER', 'CAROUSEL_IMAGE']],
  ];
  for (const [fileUrl, slots] of expect) {
    if (fileUrl === null) continue;
    const current = await txRepo.storedMedia(fileUrl);
    // Seeded media have no slot; they are public media all the same.
    if (!current || !current.public_read || (current.slot !== null && !slots.includes(current.slot)))
      throw new AppError(ResultCode.FILE_NOT_EXISTS, 400);
  }
}

/** The dates, the media kind and the partners of a save; returns the partners without repeats. */
async function checkSaveBody(repo: CarouselRepository, body: SaveBody): Promise<string[]> {
  if (body.endDate < body.startDate) throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
  if (body.mediaType === 'IMAGE' && body.coverFileUrl !== null)
    throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  const partnerIds = [...new Set(body.partnerIds)];
  if (partnerIds.length) {
    if ((await repo.countPartners(partnerIds)) !== partnerIds.length)
      throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  }
  return partnerIds;
}

/** The stored fields of item `id` as the body gives them. */
const itemOf = (id: string, body: SaveBody) => ({
  id,
  title: body.title.trim(),
  description: body.description,
  content: body.content,
  mediaType: body.mediaType,
  mediaFileUrl: body.mediaFileUrl,
  coverFileUrl: body.coverFileUrl,
  altText: body.altText.trim(),
  linkType: body.linkType,
  linkTarget: body.linkType === 'NONE' ? null : body.linkTarget,
  startDate: body.startDate,
  endDate: body.endDate,
  published: body.published,
});

/**
 * Creates the item, or edits `body.id`, with its audience and media in one transaction; returns the
 * item as it was before (null when new) and as saved.
 */
async function saveItem(app: FastifyInstance, body: SaveBody, partnerIds: string[]) {
  const id = body.id ?? newId();
  const fileUrls = body.coverFileUrl ? [body.mediaFileUrl, body.coverFileUrl] : [body.mediaFileUrl];
  return app.db.tx(async (tx) => {
    const txRepo = carouselRepository(tx);
    // Lock first, check after (Storage.lock): the hourly clean-up of unattached uploads skips
    // the files while this saves them, or has removed them already and the check says so.
    await app.storage.lock(fileUrls, tx);
    await checkMedia(txRepo, body);
    const today = isoDateOf(app.clock.now());
    const before = body.id ? await txRepo.staffItem(body.id, today) : null;
    if (body.id && !before) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, msg('error.notFound'));
    const item = itemOf(id, body);
    if (before) {
      await txRepo.updateItem(item);
      await txRepo.clearAudience(id);
    } else {
      await txRepo.lockOrder();
      await txRepo.insertItem(item, app.clock.now());
    }
    for (const partnerId of partnerIds) await txRepo.addAudience(id, partnerId);
    // The media are attached now: readable by everyone the item is for (they are public media).
    await txRepo.publishFiles(fileUrls);
    return { before, saved: present((await txRepo.staffItem(id, today))!) };
  });
}

/** The list of every item, drafts included, one page at a time. */
function carouselListRoute(app: FastifyInstance, repo: CarouselRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    CAROUSEL_STAFF_API.carouselList,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffCarouselListRequestSchema, response: responses(StaffCarouselListResponseSchema) },
    },
    async (request) => {
      const { pageNum, keyword, status, partnerId } = request.body;
      const pageSize = request.body.pageSize ?? 10;
      const filter = { today: isoDateOf(app.clock.now()), keyword, status, partnerId };
      const { total, rows } = await repo.staffPage(filter, pageSize, (pageNum - 1) * pageSize);
      return ok({ total, pageNum, pageSize, carouselList: rows.map(present) });
    },
  );
}

/** Create or edit an item; logged for every partner who saw it before or sees it now. */
function carouselSaveRoute(app: FastifyInstance, repo: CarouselRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    CAROUSEL_STAFF_API.carouselSave,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffCarouselSaveRequestSchema, response: responses(StaffCarouselSaveResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      const partnerIds = await checkSaveBody(repo, body);
      const { before, saved } = await saveItem(app, body, partnerIds);
      // Everyone who saw it before or sees it now learns of the change; nobody of a draft.
      await recordPublishedChange(
        app,
        request,
        before ? OperationAction.STAFF_CAROUSEL_EDIT : OperationAction.STAFF_CAROUSEL_CREATE,
        { before: before && viewOf(present(before)), after: viewOf(saved) },
        (title) => title,
        {
          itemId: saved.id,
          title: saved.title,
          published: saved.published,
        },
      );
      return ok({ carousel: saved });
    },
  );
}

/** /iboss/carousel/detail: every item, drafts included; create, edit, reorder, delete. */
export default async function staffCarouselRoutes(app: FastifyInstance) {
  const repo = carouselRepository(app.db);
  carouselListRoute(app, repo);
  carouselSaveRoute(app, repo);
  staffCarouselOrderRoutes(app);
}
