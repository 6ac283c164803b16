/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, for one suite: made with CREATE DATABASE
 * and dropped (its connections closed) by `drop`. Kept free of the server's code so that the web app's
 * end-to-end tests can use it as well as the server's suites.
 */
import pg from 'pg';

export interface TestDatabase {
  /** The new database's URL (TEST_DATABASE_URL with its name). */
  url: string;
  drop: () => Promise<void>;
}

export async function createDatabase(adminUrl: string, prefix = 'mediation_test'): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
