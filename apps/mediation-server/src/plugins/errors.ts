import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@mediation/protocol';
import { HttpError } from '../lib/http-error';

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Malformed JSON body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is larger than 1 MB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported media type; send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length header does not match the body.' },
};

const CLIENT_GONE = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH_ABORTED',
]);

/** One error handler: clear 4xx answers for the caller's mistakes, a generic 500 (and a full log) for ours. */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) };
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          (errors[field] ??= []).push(issue.message ?? 'Invalid value');
        }
        const where = error.validationContext ?? 'request';
        const fields = Object.keys(errors).join(', ');
        return reply.status(400).send({ detail: `Invalid ${where}: ${fields}`, errors } satisfies ErrorBody);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send({ detail: known.detail } satisfies ErrorBody);
      if (error.statusCode === 429) {
        return reply.status(429).send({ detail: 'Too many requests; try again in a minute.' } satisfies ErrorBody);
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.status(error.statusCode).send({ detail: error.message } satisfies ErrorBody);
      }
      // A client that went away mid-request is not our failure.
      if (CLIENT_GONE.has(error.code ?? '') || request.raw.destroyed) {
        request.log.info({ code: error.code }, 'client disconnected');
        return reply.status(499).send({ detail: 'Client closed the request.' } satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Internal server error.' } satisfies ErrorBody);
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
