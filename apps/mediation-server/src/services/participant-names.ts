/**
 * A person's name as the others read it: the PDF and /verify print who signed, so no party may take the name of
 * another participant of its case or of its mediator, and a signature's typed name must be the signer's own.
 */
import { badRequest, englishSentence } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { displayNameOf } from '../repositories/users-repository';

/** A name as compared: NFC, case-insensitive, white space collapsed ("maya  MEDIATOR" reads as "Maya Mediator"). */
export const nameKey = (name: string) => name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();

export const sameName = (one: string, other: string) => nameKey(one) === nameKey(other);

export const NAME_TAKEN = englishSentence('name_taken');
export const SIGNATURE_NAME_MISMATCH = englishSentence('signature_name_mismatch');

/**
 * Refuses (400, naming `fields`) a name that is the case's mediator's or another listed participant's. The
 * person named is left out: by its user id, or by its e-mail when it may not be in the case yet (read after
 * the list, so that an admission of the same person committed meanwhile is known as its own).
 */
export async function assertNameFree(
  repos: Repositories,
  caseRow: { id: string; mediatorId: number | null },
  person: { userId?: number | undefined; email?: string | undefined },
  name: string,
  fields: string[],
): Promise<void> {
  const [mediator, participants] = await Promise.all([
    caseRow.mediatorId === null ? undefined : repos.users.findById(caseRow.mediatorId),
    repos.cases.listParticipants(caseRow.id),
  ]);
  const self = person.userId ?? (person.email === undefined ? undefined : (await repos.users.findByEmail(person.email))?.id);
  const taken = [
    ...(mediator ? [displayNameOf(mediator)] : []),
    ...participants.filter((other) => other.user_id !== self).map((other) => other.displayName),
  ];
  if (taken.some((other) => sameName(other, name)))
    throw badRequest('name_taken', Object.fromEntries(fields.map((field) => [field, [NAME_TAKEN]])));
}
