import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problemsOfFields, type ErrorBody, type ErrorCode, type ProblemValues } from '@mediation/protocol';
import { englishSentence, HttpError } from '../lib/http-error';

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'json_malformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'json_empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'media_type_unsupported' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'content_length_mismatch' },
};

/**
 * An error answer: the English sentence of its code as `detail`, the code and its values (the web app says
 * it in the reader's language), and the field errors with their codes.
 */
export function errorBody(code: ErrorCode, values?: ProblemValues, errors?: Record<string, string[]>): ErrorBody {
  return {
    detail: englishSentence(code, values),
    code,
    ...(values ? { values } : {}),
    ...(errors ? { errors, error_codes: problemsOfFields(errors) } : {}),
  };
}

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
        return reply.status(error.statusCode).send(errorBody(error.code, error.values, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          (errors[field] ??= []).push(issue.message ?? englishSentence('value_invalid'));
        }
        const where = error.validationContext ?? 'request';
        const fields = Object.keys(errors).join(', ');
        return reply
          .status(400)
          .send(errorBody(where === 'body' ? 'invalid_body' : 'invalid_request_part', { part: where, fields }, errors));
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send(errorBody(known.code));
      if (error.statusCode === 429) {
        return reply.status(429).send(errorBody('too_many_requests'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.status(error.statusCode).send(errorBody('client_error', { message: error.message }));
      }
      // A client that went away mid-request is not our failure.
      if (CLIENT_GONE.has(error.code ?? '') || request.raw.destroyed) {
        request.log.info({ code: error.code }, 'client disconnected');
        return reply.status(499).send(errorBody('client_closed'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('internal'));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('no_route', { method: request.method, path: request.url.split('?')[0]! }));
    });
  },
  { name: 'errors' },
);
