import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import type { UsersRepository } from '../repositories/users-repository';
import { isUniqueViolation } from '../repositories/db-helpers';

export const DEMO_ADMIN_EMAIL = 'admin@mediation.local';

/** The sign-in of an account made on first start in demo mode. */
export interface DemoCredentials {
  email: string;
  password: string;
}

/**
 * On first start, creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or a demo admin whose
 * credentials it returns so that they are printed once (later starts find it and return nothing).
 */
export async function ensureAdmin(config: Config, users: UsersRepository, log: FastifyBaseLogger): Promise<DemoCredentials | undefined> {
  const email = config.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL;
  if (config.ADMIN_EMAIL ? await users.findByEmail(email) : await users.hasSuperuser()) return undefined;
  const password = config.ADMIN_PASSWORD ?? randomToken().slice(0, 16);
  let admin;
  try {
    admin = await users.create({
      email,
      username: email.replace(/[^A-Za-z0-9]/g, ''),
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: config.ADMIN_EMAIL ? '' : 'Demo',
      isStaff: true,
      isSuperuser: true,
      firstLogged: false,
    });
  } catch (error) {
    // Another process created it at the same moment.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  // The log names the account by its id: log lines travel to places an address should not.
  if (config.ADMIN_PASSWORD) {
    log.info({ userId: admin.id }, 'admin account created');
    return undefined;
  }
  log.info({ userId: admin.id }, 'demo admin created; its sign-in is shown once the server listens');
  return { email, password };
}
