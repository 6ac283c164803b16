import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGREEMENT_PDF_CONTENT_TYPE } from '@mediation/protocol';
import type { FastifyReply } from 'fastify';
import { linkOriginOf } from '../../../lib/public-origin';
import type { agreementPdfResponseSchema } from '@mediation/protocol';
import { contractRoute, principalOf, staffOf } from '../../contract-route';

/**
 * A PDF as an attachment under its file name: an ASCII name for old clients and the UTF-8 one (RFC 6266), since
 * a case title may be Hebrew.
 */
function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // Fastify sends a Buffer as it is, never through the JSON serializer: the 200 schema only documents the binary body.
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) as unknown as z.infer<typeof agreementPdfResponseSchema>;
  return reply
    .header('content-type', AGREEMENT_PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * The signed agreement's PDF for the people of its case, its delivery to each signer and the parties' personal
 * links, and the public check of a file's SHA-256.
 */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agreements, agreementDelivery } = app.services;

  // The case's mediator and its admitted parties, by their own tokens; the same stored bytes every time.
  app.route({
    ...contractRoute('agreementPdf'),
    handler: async (request, reply) => {
      const document = await agreements.document(principalOf(request), request.params.id);
      return sendPdf(reply, document.pdf, document.fileName);
    },
  });

  // The case's mediator: which signer's mail went out, and each party's link.
  app.route({
    ...contractRoute('agreementDeliveries'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agreementDelivery.deliveries(staffOf(request), request.params.id);
    },
  });

  // A new link replaces the party's old one, shown once: for a mail that could not be delivered, or a lost link.
  app.route({
    ...contractRoute('agreementLinkNew'),
    handler: async (request, reply) => {
      const link = await agreementDelivery.newLink(staffOf(request), request.params.id, request.params.side, linkOriginOf(app, request));
      return reply.status(201).header('cache-control', 'no-store').send({ link });
    },
  });

  app.route({
    ...contractRoute('agreementLinkRevoke'),
    handler: async (request, reply) => {
      await agreementDelivery.revokeLink(staffOf(request), request.params.id, request.params.side);
      return reply.status(204).send();
    },
  });

  // The link's secret is the credential (the log names the route's pattern, never the token); the look-up budget
  // keeps anyone from trying secrets.
  app.route({
    ...contractRoute('agreementCopy', { config: { rateLimit: { max: app.config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      const copy = await agreementDelivery.copy(request.params.token);
      return sendPdf(reply, copy.pdf, copy.fileName);
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
