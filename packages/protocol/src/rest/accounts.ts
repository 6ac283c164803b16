/**
 * The admin's management of a mediator's account (edit, deactivate, reactivate, a password reset) and the
 * anonymous route that sets a new password from a reset link.
 */
import { z } from 'zod';
import { MEDIATOR_AREAS } from '../constants';
import { namedText } from '../sentences';
import { newPassword, personName, phoneSchema } from '../validation';

/** How long a password reset link works, from when the admin sends it. */
export const PASSWORD_RESET_TTL_S = 60 * 60;

/** Where a reset link opens in the web app (`?token=` carries the secret). */
export const PASSWORD_RESET_PAGE = '/reset-password';

/** PATCH /users/mediator/{id}/: the admin edits a mediator's names, phone and areas (the areas replace the old ones). */
export const updateMediatorRequestSchema = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone: phoneSchema,
  areas: z.array(z.enum(MEDIATOR_AREAS)).max(MEDIATOR_AREAS.length),
});
export type UpdateMediatorRequest = z.infer<typeof updateMediatorRequestSchema>;

/**
 * The answer of POST /users/mediator/{id}/password-reset/: `sent` when an SMTP server took the e-mail; `queued`
 * when it waits in the outbox, and then `link` is the reset link, given to the admin this once (it is stored
 * nowhere in clear).
 */
export const passwordResetLinkResponseSchema = z.object({
  status: z.enum(['sent', 'queued']),
  link: z.string().optional(),
  /** When the link stops working. */
  expires_at: z.string(),
});
export type PasswordResetLinkResponse = z.infer<typeof passwordResetLinkResponseSchema>;

/** POST /auth/password-reset/: the secret of a reset link and the new password (the rules of every password). */
export const passwordResetRequestSchema = z.object({
  token: namedText('Reset link', { min: 20, max: 200 }),
  new_password: newPassword('New password'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
/** The account whose password was set, so the sign-in form can be filled in. */
export const passwordResetResponseSchema = z.object({ email: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
