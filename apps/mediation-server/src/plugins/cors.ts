import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { Config } from '../config';
import { embeddingOriginsOf } from '../config';

/** Pages of other teams that embed the chat (ALLOWED_ORIGINS) may call the API from the browser; nobody else. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const embeddingOrigins = new Set(embeddingOriginsOf(config));
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && embeddingOrigins.has(origin.toLowerCase())),
      credentials: true,
    });
  },
  { name: 'cors' },
);
