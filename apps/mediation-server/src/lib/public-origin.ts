import type { FastifyInstance } from 'fastify';
import { publicOriginOf } from '../config';

/** The origin people open the app at: PUBLIC_ORIGIN, or this server's own address on the port it listens on. */
export function publicOriginOfApp(app: FastifyInstance): string {
  const address = app.server.address();
  return publicOriginOf(app.config, typeof address === 'object' && address ? address.port : app.config.PORT);
}
