import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { CAROUSEL_STAFF_API } from '@contract/staff-content/constants';
import {
  StaffCarouselDeleteRequestSchema,
  StaffCarouselDeleteResponseSchema,
  StaffCarouselMoveRequestSchema,
  StaffCarouselMoveResponseSchema,
  StaffCarouselPlaceRequestSchema,
  StaffCarouselPlaceResponseSchema,
} from '@contract/staff-content/schemas';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { isoDateOf } from '@server/http/present';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { STAFF_LOG_TARGETS } from '@server/plugins/staff-log-targets';
import { recordPublishedChange } from '@server/plugins/staff-audit';
import type { StaffCarouselRow } from './repository';
import { carouselRepository } from './repository';
import { present, viewOf } from './staff-present';
import { msg } from '@server/i18n/messages';

const notFound = () => new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, msg('error.notFound'));

/**
 * Puts item `id` at index `to` (0 first, clamped to the list) of the display order and renumbers
 * every item 1..n, under the order's lock, in one transaction; null when the item stays where it is.
 */
async function reorder(
  app: FastifyInstance,
  id: string,
  to: (index: number, count: number) => number,
): Promise<StaffCarouselRow | null> {
  return app.db.tx(async (tx) => {
    const txRepo = carouselRepository(tx);
    const all = await txRepo.lockOrder();
    const index = all.findIndex((row) => row.id === id);
    if (index < 0) throw notFound();
    const target = Math.min(Math.max(to(index, all.length), 0), all.length - 1);
    const ids = all.map((row) => row.id);
    const alreadyUnique = all.every((row, i) => row.sort_order === i + 1);
    if (target === index && alreadyUnique) return null;
    ids.splice(index, 1);
    ids.splice(target, 0, id);
    await txRepo.renumber(ids);
    return target === index ? null : await txRepo.staffItem(id, isoDateOf(app.clock.now()));
  });
}

/** Up/down buttons and drag and drop; each move is logged for the partners who see the item. */
function moveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const logMove = async (
    request: Parameters<typeof recordPublishedChange>[1],
    row: StaffCarouselRow,
    up: boolean,
  ) => {
    const view = viewOf(present(row));
    await recordPublishedChange(
      app,
      request,
      OperationAction.STAFF_CAROUSEL_REORDER,
      { before: view, after: view },
      (title) => STAFF_LOG_TARGETS.carouselMove(title, up ? 'UP' : 'DOWN'),
      { itemId: row.id, direction: up ? 'UP' : 'DOWN', order: row.sort_order },
    );
  };
  // Swaps with the neighbour above or below; at either end nothing moves.
  r.post(
    CAROUSEL_STAFF_API.carouselMove,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffCarouselMoveRequestSchema, response: responses(StaffCarouselMoveResponseSchema) },
    },
    async (request) => {
      const { id, direction } = request.body;
      const moved = await reorder(app, id, (index) => index + (direction === 'UP' ? -1 : 1));
      if (moved) await logMove(request, moved, direction === 'UP');
      return ok({});
    },
  );
  r.post(
    CAROUSEL_STAFF_API.carouselPlace,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffCarouselPlaceRequestSchema,
        response: responses(StaffCarouselPlaceResponseSchema),
      },
    },
    async (request) => {
      const { id, position } = request.body;
      let from = 0;
      const moved = await reorder(app, id, (index) => {
        from = index;
        return position - 1;
      });
      if (moved) await logMove(request, moved, moved.sort_order - 1 < from);
      return ok({});
    },
  );
}

/**
 * Deletes an item and closes the gap in the order. Its uploaded media are then attached to nothing,
 * so the hourly clean-up removes them (docs/uploads.md); seeded media, which have no upload slot, stay.
 */
function deleteRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    CAROUSEL_STAFF_API.carouselDelete,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffCarouselDeleteRequestSchema,
        response: responses(StaffCarouselDeleteResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.body;
      const removed = await app.db.tx(async (tx) => {
        const txRepo = carouselRepository(tx);
        const all = await txRepo.lockOrder();
        const before = await txRepo.staffItem(id, isoDateOf(app.clock.now()));
        if (!before || !(await txRepo.deleteItem(id))) throw notFound();
        await txRepo.renumber(all.map((row) => row.id).filter((other) => other !== id));
        return before;
      });
      const item = present(removed);
      // Partners who could see it learn that it went; a draft's removal is kept under no partner.
      await recordPublishedChange(
        app,
        request,
        OperationAction.STAFF_CAROUSEL_DELETE,
        { before: viewOf(item), after: null },
        (title) => title,
        { itemId: id, title: item.title, published: item.published },
      );
      return ok({});
    },
  );
}

/** The display order (move, place) and deletion of staff carousel items. */
export function staffCarouselOrderRoutes(app: FastifyInstance) {
  moveRoutes(app);
  deleteRoute(app);
}
