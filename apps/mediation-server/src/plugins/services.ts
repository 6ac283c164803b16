import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { publicOriginOfApp } from '../lib/public-origin';
import { agreementService } from '../services/agreement-service';
import { agreementDeliveryService } from '../services/agreement-delivery-service';
import { caseService } from '../services/case-service';
import { insightService } from '../services/insight-service';
import { invitationService } from '../services/invitation-service';
import { mediatorAccountService } from '../services/mediator-accounts';
import { profileService } from '../services/profile-service';
import { userService } from '../services/user-service';

/** The services the REST routes call: the rules live in them, and only they read and write the repositories. */
function servicesOf(app: FastifyInstance) {
  return {
    cases: caseService(app.repos, app.caseEvents),
    users: userService(app.repos),
    accounts: mediatorAccountService({
      repos: app.repos,
      config: app.config,
      mailer: app.mailer,
      caseEvents: app.caseEvents,
      publicOrigin: () => publicOriginOfApp(app),
    }),
    profiles: profileService(app.repos),
    insights: insightService(app.repos, app.presence),
    invitations: invitationService({
      repos: app.repos,
      config: app.config,
      mailer: app.mailer,
      publicOrigin: () => publicOriginOfApp(app),
    }),
    agreementDelivery: agreementDeliveryService({
      repos: app.repos,
      config: app.config,
      mailer: app.mailer,
      publicOrigin: () => publicOriginOfApp(app),
    }),
    agreements: agreementService({
      repos: app.repos,
      settings: { maxChars: app.config.AGREEMENT_MAX_CHARS, renderTimeoutMs: app.config.PDF_RENDER_TIMEOUT_MS },
      publicOrigin: () => publicOriginOfApp(app),
    }),
  };
}

export type Services = ReturnType<typeof servicesOf>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Makes the routes' services once, after the database, the socket's presence and the mailer are there. */
export default fp(
  async (app) => {
    app.decorate('services', servicesOf(app));
  },
  { name: 'services', dependencies: ['db', 'auth', 'socket'] },
);
