/**
 * What a mediator sent out for a case: its personal invitations (listed, sent again, revoked), and the signed
 * agreement's delivery to its signers with each party's personal download link (under /session/case/{id}/).
 */
import { z } from 'zod';
import { caseIdSchema, partySideSchema } from '../entities';

export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationIdSchema = z.uuid({ error: 'Invalid invitation id' });
export const caseInvitationParamsSchema = z.object({ id: caseIdSchema, invitation_id: invitationIdSchema });

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  side: partySideSchema.nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /session/case/{id}/invitations/: the case's invitations, newest first, and the link to share the case. */
export const caseInvitationsResponseSchema = z.object({
  /**
   * The client login link with the case code at PUBLIC_ORIGIN, or at the mediator's page when the request named
   * it (a browser names none on a same-origin GET); null otherwise: the page's own origin is then the one to use.
   */
  case_link: z.string().nullable(),
  invitations: z.array(invitationSchema),
});
export type CaseInvitationsResponse = z.infer<typeof caseInvitationsResponseSchema>;

/** POST /session/case/{id}/invitations/{invitation_id}/resend/: a new link for the same person; the old one stops. */
export const resendInvitationResponseSchema = z.object({
  status: z.enum(['sent', 'queued']),
  invitation: invitationSchema,
  /** The new personal link, only when the mail could not be delivered: for the mediator to pass on. */
  link: z.string().optional(),
});
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;
/** POST /session/case/{id}/invitations/{invitation_id}/revoke/: the link stops working. */
export const revokeInvitationResponseSchema = z.object({ invitation: invitationSchema });
export type RevokeInvitationResponse = z.infer<typeof revokeInvitationResponseSchema>;

/** Where a signer's e-mail with the signed agreement is: delivered, waiting in the outbox, or failed over SMTP. */
export const AGREEMENT_MAIL_STATES = ['sent', 'queued', 'failed'] as const;
export const AGREEMENT_LINK_STATES = ['active', 'revoked'] as const;

export const agreementSignerDeliverySchema = z.object({
  side: z.enum(['A', 'B', 'M']),
  name: z.string(),
  email: z.string(),
  mail: z.enum(AGREEMENT_MAIL_STATES),
  /** Why the mail is not delivered, in words (for example "no mail server configured"); null once sent. */
  mail_problem: z.string().nullable(),
  /** A party's personal download link: active or revoked; null for the mediator, who downloads from the case. */
  link: z.enum(AGREEMENT_LINK_STATES).nullable(),
});
export type AgreementSignerDelivery = z.infer<typeof agreementSignerDeliverySchema>;

/** GET /session/case/{id}/agreement/deliveries/: the signed agreement's file name and each signer's delivery. */
export const agreementDeliveriesResponseSchema = z.object({
  file_name: z.string(),
  signers: z.array(agreementSignerDeliverySchema),
});
export type AgreementDeliveriesResponse = z.infer<typeof agreementDeliveriesResponseSchema>;

export const agreementLinkParamsSchema = z.object({ id: caseIdSchema, side: partySideSchema });
/** POST /session/case/{id}/agreement/links/{side}/: a new personal link for that party (the old one stops), shown once. */
export const agreementLinkResponseSchema = z.object({ link: z.string() });
export type AgreementLinkResponse = z.infer<typeof agreementLinkResponseSchema>;

/** The secret of a personal download link of a signed agreement, as carried by /api/agreements/copy/{token}/. */
export const agreementCopyParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'Invalid link' }),
});
