import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGREEMENT_PATHS,
  AGREEMENT_PDF_CONTENT_TYPE,
  agreementPdfResponseSchema,
  agreementVerifyRequestSchema,
  agreementVerifyResponseSchema,
  caseIdParamsSchema,
  errorBodySchema,
} from '@mediation/protocol';
import { publicOriginOf } from '../../config';
import { agreementService } from '../../services/agreement-service';

/** The signed agreement's PDF for the people of its case, and the public check of a file's SHA-256. */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agreements = agreementService({
    repos: app.repos,
    settings: { maxChars: app.config.AGREEMENT_MAX_CHARS, renderTimeoutMs: app.config.PDF_RENDER_TIMEOUT_MS },
    publicOrigin: () => {
      const address = app.server.address();
      return publicOriginOf(app.config, typeof address === 'object' && address ? address.port : app.config.PORT);
    },
  });

  // The case's mediator and its admitted parties, by their own tokens; the same stored bytes every time.
  app.get(
    AGREEMENT_PATHS.pdf(':id'),
    {
      schema: {
        params: caseIdParamsSchema,
        response: {
          200: agreementPdfResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const principal = await app.authenticate(request);
      const document = await agreements.document(principal, request.params.id);
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
  );

  // Public: only the file's SHA-256 arrives, and the answer holds only what the file itself prints.
  // A budget of its own, as large as the case-code look-ups' (RATE_LIMIT_LOOKUP_PER_MIN an address).
  app.post(
    AGREEMENT_PATHS.verify,
    {
      schema: {
        body: agreementVerifyRequestSchema,
        response: {
          200: agreementVerifyResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: { rateLimit: { max: app.config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agreements.verify(request.body.sha256);
    },
  );
};

export default agreementsRoutes;
