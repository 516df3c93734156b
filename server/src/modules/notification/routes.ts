import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NotificationCountRequestSchema,
  NotificationCountResponseSchema,
  NotificationQueryRequestSchema,
  NotificationQueryResponseSchema,
  NotificationUpdateRequestSchema,
  NotificationUpdateResponseSchema,
} from '@contract/notification/schemas';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { pageOf } from '@server/http/paging';
import { notificationRepository } from './repository';
import type { Reader } from './repository';
import { msg } from '@server/i18n/messages';
import { requestLocale } from '@server/i18n/request-locale';

type Repo = ReturnType<typeof notificationRepository>;

const readerOf =
  (app: FastifyInstance) =>
  (request: FastifyRequest): Reader => ({
    partnerId: currentPartnerId(request),
    userId: request.session!.userId,
    now: app.clock.now(),
  });

function registerCount(app: FastifyInstance, repo: Repo) {
  const reader = readerOf(app);
  app.withTypeProvider<TypeBoxProvider>().post(
    NOTIFICATION_API.count,
    {
      onRequest: app.requireSession,
      schema: { body: NotificationCountRequestSchema, response: responses(NotificationCountResponseSchema) },
    },
    async (request) => ok({ unreadCount: await repo.unreadCount(reader(request)) }),
  );
}

function registerQuery(app: FastifyInstance, repo: Repo) {
  app.withTypeProvider<TypeBoxProvider>().post(
    NOTIFICATION_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: NotificationQueryRequestSchema, response: responses(NotificationQueryResponseSchema) },
    },
    async (request) => {
      const reader = readerOf(app)(request);
      const page = pageOf(request.body);
      const { total, unreadCount, list } = await repo.page(
        reader,
        requestLocale(request),
        request.body.status,
        page.limit,
        page.offset,
      );
      return ok({
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        notificationList: list,
        unreadCount,
      });
    },
  );
}

function registerUpdate(app: FastifyInstance, repo: Repo) {
  app.withTypeProvider<TypeBoxProvider>().post(
    NOTIFICATION_API.update,
    {
      onRequest: app.requireSession,
      schema: {
        body: NotificationUpdateRequestSchema,
        response: responses(NotificationUpdateResponseSchema),
      },
    },
    async (request) => {
      const { notificationId, all } = request.body;
      if ((all === true) === (notificationId !== undefined))
        throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      const reader = readerOf(app)(request);
      const audit = (outcome: 'SUCCESS' | 'FAILURE', detail: Record<string, unknown>) =>
        app.audit.record({
          action: 'NOTIFICATION_READ',
          userId: reader.userId,
          partnerId: reader.partnerId,
          ip: request.ip ?? null,
          outcome,
          detail,
        });

      let updatedCount: number;
      if (notificationId !== undefined) {
        const marked = await repo.markOne(reader, notificationId);
        if (marked === null) {
          await audit('FAILURE', { notificationId });
          // Same answer for unknown and for another partner's notification.
          throw new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS, msg('error.notFound'));
        }
        updatedCount = marked;
        await audit('SUCCESS', { notificationId, updatedCount });
      } else {
        updatedCount = await repo.markAll(reader);
        await audit('SUCCESS', { all: true, updatedCount });
      }
      return ok({ updatedCount, unreadCount: await repo.unreadCount(reader) });
    },
  );
}

export default async function notificationRoutes(app: FastifyInstance) {
  const repo = notificationRepository(app.db);
  registerCount(app, repo);
  registerQuery(app, repo);
  registerUpdate(app, repo);
}
