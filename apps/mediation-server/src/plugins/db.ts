import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Database, DatabaseHandle } from '../db/client';
import { authRepository } from '../repositories/auth-repository';
import { casesRepository } from '../repositories/cases-repository';
import { outboxRepository } from '../repositories/outbox-repository';
import { usersRepository } from '../repositories/users-repository';

export interface Repositories {
  users: ReturnType<typeof usersRepository>;
  cases: ReturnType<typeof casesRepository>;
  auth: ReturnType<typeof authRepository>;
  outbox: ReturnType<typeof outboxRepository>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    repos: Repositories;
  }
}

/** Opens the database (PGlite or PostgreSQL), applies migrations and closes it when the server stops. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    app.decorate('repos', {
      users: usersRepository(handle.db),
      cases: casesRepository(handle.db),
      auth: authRepository(handle.db),
      outbox: outboxRepository(handle.db),
    });
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
