import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { startStatisticsUpkeep } from '../db/statistics-upkeep';
import { startSearchIndexUpkeep } from '../db/search-index-upkeep';
import type { Repositories } from '../repositories/index';
import type { Database, DatabaseHandle } from '../db/client';
import { actionsRepository } from '../repositories/actions-repository';
import { agreementsRepository } from '../repositories/agreements-repository';
import { authRepository } from '../repositories/auth-repository';
import { callsRepository } from '../repositories/calls-repository';
import { casesRepository } from '../repositories/cases-repository';
import { guideRepository } from '../repositories/guide-repository';
import { insightsRepository } from '../repositories/insights-repository';
import { joinRepository } from '../repositories/join-repository';
import { messagesRepository } from '../repositories/messages-repository';
import { notesRepository } from '../repositories/notes-repository';
import { outboxRepository } from '../repositories/outbox-repository';
import { passwordResetsRepository } from '../repositories/password-resets-repository';
import { profileRepository } from '../repositories/profile-repository';
import { streamRepository } from '../repositories/stream-repository';
import { readPositionsRepository } from '../repositories/read-positions-repository';
import { surveysRepository } from '../repositories/surveys-repository';
import { usersRepository } from '../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    /** The open database; its `run` is looked up on each statement, so that a bench can watch them. */
    database: DatabaseHandle;
    repos: Repositories;
  }
}

/** Opens the database (PGlite or PostgreSQL), applies migrations and closes it when the server stops. */
export default fp<{ config: Config; onQuery?: (seconds: number) => void }>(
  async (app, { config, onQuery }) => {
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      ...(onQuery ? { onQuery } : {}),
      onPoolError: (error) => app.log.error({ err: error }, 'an idle database connection failed; the pool replaces it'),
      onTightened: (entries) =>
        app.log.warn(
          { dataDir: config.DATA_DIR, entries },
          'the data folder was open to other users (made by an older version): made private to this user',
        ),
    });
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    app.decorate('database', handle);
    const lifetime = { sessionMaxAgeS: config.SESSION_MAX_AGE_S };
    app.decorate('repos', {
      users: usersRepository(handle.db),
      cases: casesRepository(handle.db, lifetime, handle.kind),
      auth: authRepository(handle.db, lifetime),
      outbox: outboxRepository(handle.db),
      passwordResets: passwordResetsRepository(handle.db),
      stream: streamRepository(handle.db),
      // PGlite runs one statement at a time; a PostgreSQL pool can take several batches at once.
      messages: messagesRepository(handle.db, (statement, params) => handle.run(statement, params), {
        concurrentBatches: handle.kind === 'pglite' ? 1 : config.MESSAGE_WRITE_CONCURRENCY,
      }),
      notes: notesRepository(handle.db),
      actions: actionsRepository(handle.db),
      guide: guideRepository(handle.db),
      surveys: surveysRepository(handle.db),
      readPositions: readPositionsRepository(handle.db),
      join: joinRepository(handle.db, lifetime),
      agreements: agreementsRepository(handle.db),
      insights: insightsRepository(handle.db),
      profile: profileRepository(handle.db),
      calls: callsRepository(handle.db),
    });
    const upkeep = startSearchIndexUpkeep(handle.db, {
      intervalMs: config.SEARCH_INDEX_MERGE_INTERVAL_MS,
      onError: (error, stopped) =>
        app.log.warn(
          { err: error },
          stopped
            ? 'the database user does not own the message search index, so it cannot merge its pending list: left to autovacuum'
            : 'merging the search index pending list failed; each turn tries again, and its success is logged',
        ),
      onRecovered: (failedTurns) => app.log.info({ failedTurns }, 'merging the search index pending list works again'),
    });
    // PostgreSQL's own autovacuum analyzes its tables; the embedded database has none.
    const statistics = startStatisticsUpkeep(handle.db, {
      intervalMs: handle.kind === 'pglite' ? config.STATISTICS_INTERVAL_MS : 0,
      onError: (error) =>
        app.log.warn({ err: error }, 'analyzing the grown tables failed; each turn tries again, and its success is logged'),
      onAnalyzed: (tables, ms) => app.log.info({ tables, durationMs: Math.round(ms) }, 'analyzed the tables that grew'),
      onRecovered: (failedTurns) => app.log.info({ failedTurns }, 'analyzing the grown tables works again'),
    });
    app.addHook('onClose', async () => {
      await statistics.stop();
      await upkeep.stop();
      await handle.close();
    });
  },
  { name: 'db' },
);
