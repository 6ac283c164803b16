import fp from 'fastify-plugin';
import { joinService } from '../services/join-service';
import type { JoinService } from '../services/join-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting room and invitations (services/join-service.ts): one service for the REST routes and the socket. */
    joins: JoinService;
  }
}

/**
 * Registers the join service once. It announces requests and decisions on `app.caseEvents` (the socket
 * layer tells the mediator's tabs) and asks `app.presence` who is connected, which the socket plugin,
 * registered after this one, provides by the time a request arrives.
 */
export default fp(
  async (app) => {
    app.decorate(
      'joins',
      joinService({
        config: app.config,
        repos: app.repos,
        tokens: app.tokens,
        events: app.caseEvents,
        presence: { isConnected: (caseId, userId) => app.presence.isConnected(caseId, userId) },
      }),
    );
  },
  { name: 'joins', dependencies: ['db', 'auth'] },
);
