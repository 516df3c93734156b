import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARAMETER_API } from '@contract/parameter/constants';
import { ParameterRequestSchema, ParameterResponseSchema, ParameterType } from '@contract/parameter/schemas';
import type { ParameterEntry, ParameterTypeValue } from '@contract/parameter/schemas';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { documentRepository } from '@server/modules/document/repository';
import { sessionUser } from '@server/accounts/present';

/** show/parameter.json and show/query.json: the caller's profile, or the partner's documents of a type. */
export default async function parameterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  const documents = documentRepository(app.db);
  const DOCUMENT_KINDS_BY_TYPE = {
    [ParameterType.BUSINESS_INSIGHTS]: ['NEWSLETTER', 'QBR'],
    [ParameterType.NEWSLETTER]: ['NEWSLETTER'],
    [ParameterType.QBR]: ['QBR'],
  } as const;

  /**
   * SP_PORTAL_USER: the caller's profile. Business insights, Newsletter, QBR: the current
   * partner's published documents of that type, newest period first.
   */
  const parameterList = async (
    type: ParameterTypeValue,
    request: FastifyRequest,
  ): Promise<ParameterEntry[]> => {
    if (type !== ParameterType.USER) {
      const list = await documents.insightAll(
        { partnerId: currentPartnerId(request), userId: request.session!.userId, now: app.clock.now() },
        DOCUMENT_KINDS_BY_TYPE[type],
      );
      return list.map((d) => ({
        id: d.documentId,
        title: d.title,
        period: d.period ?? undefined,
        publishedAt: d.publishedAt ?? undefined,
        fileUrl: d.file.fileUrl,
        fileName: d.file.fileName,
        fileContentType: d.file.fileContentType,
      }));
    }
    const { email, givenName, familyName, fullName } = sessionUser(request.session!, request.sessionProfile!);
    return [{ email, givenName, familyName, fullName }];
  };

  for (const path of [PARAMETER_API.parameter, PARAMETER_API.query]) {
    r.post(
      path,
      {
        onRequest: app.requireSession,
        schema: { body: ParameterRequestSchema, response: responses(ParameterResponseSchema) },
      },
      async (request) => ok({ parameterList: await parameterList(request.body.type, request) }),
    );
  }
}
