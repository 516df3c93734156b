import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A staff change lands in the operation log of every partner it touches (partnerIds; null: all
 * partners), with the staff member as the actor, so each partner sees it in their own log.
 * `target` is what the partner reads in the log's Target column (a title, the changed settings).
 */
export async function recordStaffChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  partnerIds: readonly string[] | null,
  target: string,
  detail: Record<string, unknown>,
): Promise<void> {
  const targets = partnerIds ?? (await app.partnersRepository.listIds());
  for (const partnerId of targets) {
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
