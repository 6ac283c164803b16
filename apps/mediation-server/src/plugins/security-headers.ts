import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/**
 * The security headers of every answer, the API's and the web app's alike: one content security policy (our own
 * scripts, styles injected by the app, the API and the socket on this origin, and no framing by other sites).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      // CSP 3's 'self' covers ws: and wss: of the same host.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS only when people reach the app over HTTPS: over plain HTTP it would pin a name to a scheme it lacks.
      hsts: config.PUBLIC_ORIGIN?.toLowerCase().startsWith('https://') ? undefined : false,
    });
  },
  { name: 'security-headers' },
);
