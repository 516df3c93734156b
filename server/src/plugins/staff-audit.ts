import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Msg } from '@server/i18n/messages';

/**
 * A staff change lands in the operation log of every partner it touches (partnerIds; null: all
 * partners), with the staff member as the actor, so each partner sees it in their own log.
 * `target` is what the partner reads in the log's Target column (a title, the changed settings).
 * An empty list records the change once under no partner: kept, but in nobody's log.
 */
export async function recordStaffChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  partnerIds: readonly string[] | null,
  target: string | Msg,
  detail: Record<string, unknown>,
): Promise<void> {
  const targets = partnerIds ?? (await app.partnersRepository.listIds());
  for (const partnerId of targets.length ? targets : [null]) {
    await app.audit.record({
      action,
      userId: request.session!.userId,
      partnerId,
      ip: request.ip ?? null,
      outcome: 'SUCCESS',
      target,
      detail,
    });
  }
}

/**
 * What partners see of a staff object (a document, a carousel item): its title, and who it is
 * published to (null: every partner). `null` for the whole view when it is published to nobody.
 */
export interface PublishedView {
  partnerIds: readonly string[] | null;
  title: string;
}

/**
 * A change to a staff object that partners may or may not see. Before publication nothing about
 * it reaches a partner (docs/security.md, "Nothing before publication"): partners who see it now
 * read its current title; those who saw it before and no longer do read the title they saw; a
 * change nobody could see is kept under no partner.
 */
export async function recordPublishedChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  views: { before: PublishedView | null; after: PublishedView | null },
  target: (title: string) => string | Msg,
  detail: Record<string, unknown>,
): Promise<void> {
  const everyone = async (view: PublishedView | null) =>
    !view ? [] : (view.partnerIds ?? (await app.partnersRepository.listIds()));
  const now = await everyone(views.after);
  const before = (await everyone(views.before)).filter((id) => !now.includes(id));
  if (now.length) await recordStaffChange(app, request, action, now, target(views.after!.title), detail);
  if (before.length)
    await recordStaffChange(app, request, action, before, target(views.before!.title), detail);
  if (!now.length && !before.length)
    await recordStaffChange(app, request, action, [], target(views.after?.title ?? ''), detail);
}
