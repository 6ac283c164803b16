/**
 * Every error the server answers with, and every rule a person's text can break, has a stable code; its
 * sentence in each language is in this package's catalog (src/locales/<locale>.json, keys = codes), which
 * the server (for the English `detail`) and the web app (for the reader's language) both read.
 */
import en from './locales/compiled/en.json';

/** The codes of error answers, socket acknowledgements and field errors. */
export const ERROR_CODES = [
  'case_not_running',
  'this_case_not_running',
  'case_waiting_for_mediator',
  'mediator_only',
  'party_only',
  'case_not_found',
  'agreement_changed_before_signing',
  'credentials_missing',
  'credentials_invalid',
  'permission_denied',
  'not_found',
  'too_many_requests',
  'shuttle_mediator_writes_m',
  'shuttle_no_call_in_m',
  'token_invalid',
  'token_expired',
  'token_invalid_or_expired',
  'user_not_found',
  'user_not_found_full',
  'account_deactivated_short',
  'account_deactivated',
  'session_ended',
  'case_session_ended',
  'case_session_ended_join_again',
  'not_in_call',
  'client_msg_id_taken',
  'case_not_yours',
  'join_request_decided_as',
  'no_copy_of_side',
  'join_request_token_invalid',
  'join_request_not_waiting',
  'participant_not_found',
  'link_invalid',
  'invitation_used_remove_person',
  'connection_other_case',
  'no_signed_agreement',
  'no_agreement',
  'agreement_not_finalized',
  'agreement_already_countersigned',
  'agreement_changed',
  'case_not_started_on_connection',
  'mediator_not_found',
  'parties_sign_first',
  'agreement_too_long',
  'call_full',
  'note_not_found',
  'side_already_signed',
  'invalid_body',
  'invalid_request_part',
  'invitations_per_hour',
  'clauses_max',
  'participant_side_fixed',
  'wrong_password',
  'signature_name_mismatch',
  'same_password',
  'reset_link_dead',
  'pdf_too_slow',
  'name_taken',
  'login_failed',
  'email_taken',
  'seq_not_reached',
  'initial_position_received',
  'survey_answered',
  'people_of_own_cases',
  'not_case_mediator',
  'not_participant',
  'no_longer_participant',
  'join_requests_waiting_limit',
  'invitation_used_in_case',
  'invitation_already_used',
  'invitation_invalid',
  'invitation_no_longer_valid',
  'invitation_expired',
  'invitation_revoked',
  'group_has_call',
  'staff_email_cannot_join',
  'clause_not_found',
  'clause_changed',
  'invitation_not_found',
  'no_call_in_group',
  'payload_user_not_yours',
  'payload_side_not_yours',
  'copy_link_revoked',
  'survey_not_asked',
  'id_mismatch',
  'id_mismatch_field',
  'code_not_of_case',
  'clause_unchanged',
  'call_ended',
  'agreement_finalized_edit',
  'agreement_finalized_answer',
  'agreement_signed_by_everyone',
  'agreement_already_draft',
  'not_in_call_person',
  'parties_answer_survey',
  'connect_mediator_or_parties',
  'mediator_asks_positions',
  'author_edits_only',
  'phone_mediator_only',
  'delete_closed_case_only',
  'no_started_case_with_code',
  'no_case_with_code',
  'case_id_missing',
  'field_required_short',
  'message_not_found',
  'join_request_not_found',
  'guided_no_likes',
  'guided_no_edits',
  'signed_agreement_no_reopen',
  'signal_to_other',
  'position_send_itself',
  'party_writes_own_group',
  'party_reads_own_group',
  'guided_only_initial_position',
  'party_own_names_only',
  'mediator_lists_own_cases',
  'mediator_creates_own_cases',
  'closed_case_no_invitations',
  'closed_case_no_start',
  'client_email_fixed',
  'side_not_message_side',
  'group_side_not_message_side',
  'clauses_accepted_first',
  'choose_side',
  'cross_site',
  'json_only',
  'json_malformed',
  'json_empty',
  'body_too_large',
  'media_type_unsupported',
  'content_length_mismatch',
  'client_closed',
  'too_many_events',
  'internal',
  'no_route',
  'client_error',
  'field_required',
  'field_at_least',
  'field_at_most',
  'field_invalid',
  'field_not_selected',
  'email_invalid',
  'case_code_invalid',
  'phone_prefix_invalid',
  'phone_invalid',
  'control_characters',
  'case_id_invalid',
  'invitation_id_invalid',
  'page_cursor_invalid',
  'link_malformed',
  'invitation_malformed',
  'digest_invalid',
  'time_zone_unknown',
  'description_or_candidate',
  'after_or_before',
  'nothing_to_change',
  'areas_from_list',
  'certification_course',
  'value_invalid',
  'language_invalid',
  'too_many_connections',
  'connect_token_missing',
  'connect_query_invalid',
  'connect_user_mismatch',
  'connect_role_mismatch',
  'connect_case_mismatch',
  'connect_side_mismatch',
  'connect_mediator_side',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The catalog key of each field name the validation sentences use. */
export const FIELD_NAMES = {
  Address: 'field.address',
  Category: 'field.category',
  Country: 'field.country',
  'Current password': 'field.currentPassword',
  Education: 'field.education',
  Email: 'field.email',
  'First name': 'field.firstName',
  'Last name': 'field.lastName',
  'New password': 'field.newPassword',
  Password: 'field.password',
  Phone: 'field.phone',
  'Problem brief': 'field.problemBrief',
  'Relevant experience': 'field.relevantExperience',
  'Reset link': 'field.resetLink',
  'Side A description': 'field.sideADescription',
  'Side B description': 'field.sideBDescription',
  'Sub category': 'field.subCategory',
  Title: 'field.title',
  Username: 'field.username',
} as const;
export type FieldNameKey = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

/** Every key of the protocol's catalog. */
export type ProtocolMessage = ErrorCode | FieldNameKey;

export type ProblemValues = Record<string, string | number>;

/** An error as a code and the values its sentence takes. */
export interface Problem {
  code: ErrorCode;
  values?: ProblemValues;
}

/**
 * Whether a value is one of ERROR_CODES, read from the catalog, whose keys are the codes and the field names
 * (errors.test.ts holds the two lists equal): a bundle that reads the catalog then carries no second list.
 */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && !value.startsWith('field.') && Object.hasOwn(en, value);

const isFieldName = (value: string): value is keyof typeof FIELD_NAMES => Object.hasOwn(FIELD_NAMES, value);

/** The English sentences without placeholders, to their codes. */
let fixedSentences: Map<string, ErrorCode> | undefined;

const FIELD_RULES: [RegExp, ErrorCode][] = [
  [/^(.+) is required$/, 'field_required'],
  [/^(.+) must be at least (\d+) characters?$/, 'field_at_least'],
  [/^(.+) must be at most (\d+) characters?$/, 'field_at_most'],
  [/^(.+) is not valid$/, 'field_invalid'],
  [/^(.+) must be selected$/, 'field_not_selected'],
];

/**
 * The code of an English sentence of the protocol's rules or the server's answers ("Title must be at most
 * 200 characters" is `field_at_most` with field Title and count 200); undefined for any other text.
 */
export function problemOfSentence(sentence: string): Problem | undefined {
  fixedSentences ??= new Map(
    Object.entries(en as Record<string, unknown>).flatMap(([code, compiled]) => {
      // A message without placeholders compiles to its text, alone or in a one-item array.
      const text = Array.isArray(compiled) && compiled.length === 1 ? compiled[0] : compiled;
      return typeof text === 'string' && isErrorCode(code) ? [[text, code] as const] : [];
    }),
  );
  const fixed = fixedSentences.get(sentence);
  if (fixed) return { code: fixed };
  for (const [pattern, code] of FIELD_RULES) {
    const match = pattern.exec(sentence);
    if (!match || !isFieldName(match[1]!)) continue;
    return { code, values: match[2] === undefined ? { field: match[1]! } : { field: match[1]!, count: Number(match[2]) } };
  }
  placedSentences ??= sentencePatterns();
  for (const { code, pattern, names } of placedSentences) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values: ProblemValues = {};
    names.forEach(({ name, isNumber }, index) => {
      const text = match[index + 1]!;
      // A whole number stays a number, as the server passed it (a plural or a number format in another language needs one).
      values[name] = isNumber ? Number(text.replaceAll(',', '')) : /^\d+$/.test(text) ? Number(text) : text;
    });
    return { code, values };
  }
  return undefined;
}

/** The English sentences with placeholders ("At most {max} invitations an hour"), as patterns that give back their values. */
let placedSentences: { code: ErrorCode; pattern: RegExp; names: { name: string; isNumber: boolean }[] }[] | undefined;

function sentencePatterns() {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.entries(en as Record<string, unknown>).flatMap(([code, compiled]) => {
    if (!isErrorCode(code) || !Array.isArray(compiled) || FIELD_RULES.some(([, fieldCode]) => fieldCode === code)) return [];
    // Only plain text and simple arguments ({max}, {max, number}); a sentence with plurals or selects is not matched.
    const parts = compiled as unknown[];
    const isSimple = (part: unknown) =>
      typeof part === 'string' ||
      (Array.isArray(part) && typeof part[0] === 'string' && (part.length === 1 || (part.length === 2 && part[1] === 'number')));
    // A sentence that is all text is matched above; one that is all arguments ({message}) would match any text.
    if (!parts.every(isSimple) || parts.every((part) => typeof part === 'string') || !parts.some((part) => typeof part === 'string'))
      return [];
    const names = parts.flatMap((part) => (Array.isArray(part) ? [{ name: part[0] as string, isNumber: part[1] === 'number' }] : []));
    const source = parts
      .map((part) => (typeof part === 'string' ? escape(part) : (part as unknown[])[1] === 'number' ? '([\\d,.]+)' : '(.+?)'))
      .join('');
    return [{ code, pattern: new RegExp(`^${source}$`, 's'), names }];
  });
}

/** The codes of the field errors of a 400 answer, field by field in the same order (unknown sentences left out). */
export function problemsOfFields(errors: Record<string, string[]>): Record<string, Problem[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, sentences]) => [
      field,
      sentences.map(problemOfSentence).filter((problem) => problem !== undefined),
    ]),
  );
}

/**
 * A problem's sentence through a catalog's formatter; a field's name is itself translated first
 * ("כותרת" in "יש למלא את השדה ״כותרת״").
 */
export function problemText(translate: (key: ProtocolMessage, values?: ProblemValues) => string, problem: Problem): string {
  const field = problem.values?.field;
  const values =
    typeof field === 'string' && isFieldName(field) ? { ...problem.values, field: translate(FIELD_NAMES[field]) } : problem.values;
  return translate(problem.code, values);
}
