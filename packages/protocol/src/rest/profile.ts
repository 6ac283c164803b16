/** The signed-in mediator's or admin's own profile and password (PATCH /auth/users/me/, the profile, set_password). */
import { z } from 'zod';
import { userSchema } from '../entities';
import { namedText } from '../sentences';
import { languageSchema, newPassword, personName, phoneSchema } from '../validation';
import { tokenResponseSchema } from './auth';
import type { TokenResponse } from './auth';

/** The fields of a profile (PATCH /auth/users/me/), whole: the Settings form takes its rules from here. */
export const profileFieldsSchema = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone: phoneSchema,
});

/** PATCH /auth/users/me/: names and the account's language for everyone, the phone for mediators. */
export const updateMeRequestSchema = profileFieldsSchema
  .extend({ language: languageSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
/** The answer of PATCH /auth/users/me/ and GET the profile: the user, and the phone of a mediator. */
export const updateMeResponseSchema = userSchema.extend({ phone: z.string().nullable(), language: languageSchema.optional() });
export type UpdateMeResponse = z.infer<typeof updateMeResponseSchema>;

export const setPasswordRequestSchema = z.object({
  current_password: namedText('Current password', { min: 1, max: 256 }),
  new_password: newPassword('New password'),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
/**
 * The answer of a password change: every session of the account ended (other devices, their access
 * tokens and sockets), and this browser goes on in a new one — this access token and a new refresh cookie.
 */
export const setPasswordResponseSchema = tokenResponseSchema;
export type SetPasswordResponse = TokenResponse;
