import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGREEMENT_PDF_CONTENT_TYPE } from '@mediation/protocol';
import type { agreementPdfResponseSchema } from '@mediation/protocol';
import { contractRoute, principalOf } from '../../contract-route';

/** The signed agreement's PDF for the people of its case, and the public check of a file's SHA-256. */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agreements } = app.services;

  // The case's mediator and its admitted parties, by their own tokens; the same stored bytes every time.
  app.route({
    ...contractRoute('agreementPdf'),
    handler: async (request, reply) => {
      const document = await agreements.document(principalOf(request), request.params.id);
      // Fastify sends a Buffer as it is, never through the JSON serializer: the 200 schema only documents the binary body.
      const bytes = Buffer.from(document.pdf.buffer, document.pdf.byteOffset, document.pdf.byteLength) as unknown as z.infer<
        typeof agreementPdfResponseSchema
      >;
      // The case id is letters and digits only, so the file name needs no escaping.
      return reply
        .header('content-type', AGREEMENT_PDF_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="settlement-agreement-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });

  // Public: only the file's SHA-256 arrives, and the answer holds only what the file itself prints.
  // A budget of its own, as large as the case-code look-ups' (RATE_LIMIT_LOOKUP_PER_MIN an address).
  app.route({
    ...contractRoute('agreementVerify', { config: { rateLimit: { max: app.config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agreements.verify(request.body.sha256);
    },
  });
};

export default agreementsRoutes;
