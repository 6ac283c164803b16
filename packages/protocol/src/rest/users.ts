/** Parties' look-ups and names, and the admin's mediators, their areas and the outbox (under /users/ and /admin/). */
import { z } from 'zod';
import { MEDIATOR_AREAS } from '../constants';
import { clientSchema, mediatorListItemSchema, mediatorSchema, partySideSchema, userIdSchema } from '../entities';
import { namedText } from '../sentences';
import { caseCodeSchema, newPasswordSchema, partyNameSchema, personName, phoneSchema } from '../validation';
import { email, longText, shortText } from './fields';

// --- Client look-ups (no auth header; every call names a started case's code and shares one budget)

export const clientByEmailQuerySchema = z.object({ email, link_id: caseCodeSchema });
/**
 * The answer of the client look-ups, one shape whatever the e-mail: the names are filled in only for a
 * participant of the case whose code was given, and are empty otherwise.
 */
export const clientLookupResponseSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The side the participant holds in this case (a request of this e-mail is filed under it), or null. */
  side: partySideSchema.nullable(),
});
export type ClientLookupResponse = z.infer<typeof clientLookupResponseSchema>;
/** PATCH /users/client/{id}/ with the party's own token: a party fixes its names (never its e-mail). */
export const updateClientRequestSchema = z.object({
  id: userIdSchema,
  first_name: partyNameSchema.shape.first_name,
  last_name: partyNameSchema.shape.last_name,
  email,
  link_id: caseCodeSchema.optional(),
});
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;
export const clientResponseSchema = clientSchema;

// --- Admin

export const createMediatorRequestSchema = z.object({
  user: z.object({
    username: namedText('Username', { max: 150 }).default(''),
    password: newPasswordSchema,
    email,
    first_name: personName('First name'),
    last_name: personName('Last name'),
    staff_status: z.literal(true).default(true),
    superuser_status: z.literal(false).default(false),
    first_logged: z.boolean().default(true),
  }),
  phone: phoneSchema,
  education: longText('Education').default(''),
  relevant_experience: longText('Relevant experience').default(''),
  certification_course: z.boolean().default(false),
  address: longText('Address').default(''),
  country: shortText('Country').default('Israel'),
});
export type CreateMediatorRequest = z.input<typeof createMediatorRequestSchema>;
export const mediatorResponseSchema = mediatorSchema;
export const mediatorListResponseSchema = z.array(mediatorListItemSchema);

export const addAreasRequestSchema = z.object({
  areas: z.array(z.enum(MEDIATOR_AREAS)).min(1).max(MEDIATOR_AREAS.length),
  mediator: userIdSchema,
});
export type AddAreasRequest = z.infer<typeof addAreasRequestSchema>;
export const addAreasResponseSchema = z.object({
  mediator: z.number().int(),
  areas: z.array(z.string()),
});
export type AddAreasResponse = z.infer<typeof addAreasResponseSchema>;

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The files the mail carries (the signed agreement's PDF), by name, type and size. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
/** GET /admin/outbox/: the e-mails kept when no SMTP server is set. */
export const outboxResponseSchema = z.array(outboxItemSchema);
