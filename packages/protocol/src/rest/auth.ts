/** Signing in, tokens and the signed-in user (POST /core/auth/token/, /auth/jwt/verify, GET /auth/users/me/, /users/user/{id}/). */
import { z } from 'zod';
import { userIdParamSchema, userSchema } from '../entities';
import { singleLine } from '../text';
import { languageSchema, loginSchema } from '../validation';

export const tokenRequestSchema = loginSchema;
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export const tokenResponseSchema = z.object({ access: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const verifyRequestSchema = z.object({ token: singleLine().min(1).max(4096) });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
/** The answer of POST /auth/jwt/verify for a valid token: an empty object (an invalid one gets a 401). */
export const verifyResponseSchema = z.object({});

/**
 * GET /auth/users/me/: the user and the language of the account, absent until its owner chooses one (the app
 * applies it on sign-in; without one the page keeps the browser's languages).
 */
export const meResponseSchema = userSchema.extend({ language: languageSchema.optional() });
export const userIdParamsSchema = z.object({ id: userIdParamSchema });
/**
 * GET /users/user/{id}/: the public fields of a user. `email` only for the person themself, the admin and
 * the mediator of a case the person is in; absent for anyone else.
 */
export const publicUserSchema = userSchema
  .pick({
    id: true,
    first_name: true,
    last_name: true,
    is_staff: true,
    is_superuser: true,
  })
  .extend({ email: userSchema.shape.email.optional() });
export type PublicUser = z.infer<typeof publicUserSchema>;
