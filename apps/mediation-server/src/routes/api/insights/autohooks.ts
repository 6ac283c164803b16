import type { FastifyInstance } from 'fastify';

/** Every route of this folder is checked against its `auth` in the REST contract before its handler. */
export default async function autohooks(app: FastifyInstance) {
  app.addHook('preHandler', app.authorize);
}
