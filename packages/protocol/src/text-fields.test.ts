/**
 * Every request schema of the protocol (REST bodies, queries and params, socket payloads, the forms) refuses
 * NUL and other control characters in each of its text fields, naming the field; a single-line field (names,
 * titles, e-mails, ids) also refuses line breaks and tabs; every text refuses the bidi controls; and only the multi-line texts (messages,
 * notes, briefs, feedback) take line breaks. The schemas are found by walking the package's exports, so a new
 * schema is covered the day it is exported.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as protocol from './index';
import { MULTI_LINE_FIELDS, samples, spliced, textLeaves, withValue } from './testing';

/** Exported schemas that describe what the server sends (or building blocks of other schemas), never input. */
const OUTPUT_NAME = /(Response|Event|Ack|AckError|Item|Row|Page|Statistics|Body|Data)Schema$/;
const NOT_REQUESTS = new Set([
  'actionMessageSchema',
  'caseDetailsSchema',
  'caseListItemSchema',
  'chatMessageSchema',
  'clientSchema',
  'guideStateSchema',
  'likeDataSchema',
  'likeEntrySchema',
  'mediatorListItemSchema',
  'mediatorSchema',
  'noteSchema',
  'participantSchema',
  'userSchema',
  'publicUserSchema',
  'outboxItemSchema',
  'connectedPersonSchema',
  'onlineCaseSchema',
  'readPositionSchema',
  'connectionMediatorSchema',
  'connectionPartySchema',
  'joinRequestStatusSchema',
  // A choice of two values (no free text), and a part of an error answer.
  'languageSchema',
  'problemSchema',
  'ackErrorSchema',
  'agreementClauseSchema',
  'agreementEntrySchema',
  'agreementSignatureSchema',
  'agreementSignerSchema',
  'agreementViewSchema',
  'agreementStatusSchema',
  'clauseAnswerSchema',
  'invitationSchema',
  'agreementSignerDeliverySchema',
  'callMemberSchema',
  'callStateSchema',
  'iceServerSchema',
  // Parts of request schemas, walked through them.
  'invitationIdSchema',
  'timeZoneSchema',
  'caseIdSchema',
  'casePageCursorSchema',
  'agreementStateSchema',
  'clauseAnswerKindSchema',
  'sha256HexSchema',
  'categoryValueSchema',
  'caseCategorySchema',
  'messageExtSchema',
  'noteTagSchema',
  'partySideSchema',
  'positionMarkerSchema',
  'roleSchema',
  'sideSchema',
  'userIdParamSchema',
  'userIdSchema',
  'phoneSchema',
  'phonePrefixSchema',
  'phoneNumberSchema',
  'newPasswordSchema',
  'callGroupSchema',
  'callDescriptionSchema',
  'callCandidateSchema',
]);
const REQUEST_NAME = /(Request|Payload|Query|Params|Form|Auth)Schema$/;
const REQUESTS_BY_NAME = new Set([
  'loginSchema',
  'surveySchema',
  'partyEmailSchema',
  'partyNameSchema',
  'messageTextSchema',
  'noteTextSchema',
  'caseCodeSchema',
  'inviteTokenSchema',
  'caseRefSchema',
  'profileFieldsSchema',
  'callCaseRefSchema',
]);

const MULTI_LINE_SCHEMAS = new Set(['messageTextSchema', 'noteTextSchema']);

const schemaEntries = (Object.entries(protocol) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
);
const requestSchemas = schemaEntries.filter(([name]) => REQUEST_NAME.test(name) || REQUESTS_BY_NAME.has(name));

const CONTROL_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['backspace', '\u0008'],
  ['vertical tab', '\u000B'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 NEL', '\u0085'],
  ['right-to-left override U+202E', '\u202E'],
  ['left-to-right override U+202D', '\u202D'],
  ['right-to-left embedding U+202B', '\u202B'],
  ['left-to-right embedding U+202A', '\u202A'],
  ['pop directional formatting U+202C', '\u202C'],
  ['right-to-left isolate U+2067', '\u2067'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['pop directional isolate U+2069', '\u2069'],
  ['left-to-right mark U+200E', '\u200E'],
  ['right-to-left mark U+200F', '\u200F'],
  ['Arabic letter mark U+061C', '\u061C'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
];
const SINGLE_LINE_ONLY: [string, string][] = [
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['tab', '\t'],
];

describe('every request schema of the protocol', () => {
  it('is classified as a request or an answer (so a new schema cannot slip past this test)', () => {
    const unclassified = schemaEntries
      .map(([name]) => name)
      .filter((name) => !REQUEST_NAME.test(name) && !REQUESTS_BY_NAME.has(name) && !OUTPUT_NAME.test(name) && !NOT_REQUESTS.has(name));
    expect(unclassified).toEqual([]);
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  describe.each(requestSchemas)('%s', (name, schema) => {
    const valid = samples(schema);

    it('has a valid sample with text fields to try', () => {
      expect(valid.length, `no valid sample could be built for ${name}: add a candidate to the test`).toBeGreaterThan(0);
      for (const value of valid) expect(schema.safeParse(value).success).toBe(true);
    });

    it('refuses control characters in every text field, naming the field', () => {
      const failures: string[] = [];
      for (const value of valid) {
        for (const leaf of textLeaves(schema, value)) {
          const field = leaf.path.join('.');
          const key = String(leaf.path.findLast((part) => typeof part === 'string') ?? '');
          const isMultiLine = MULTI_LINE_SCHEMAS.has(name) || (leaf.path.length > 0 && MULTI_LINE_FIELDS.has(key));
          const refused = isMultiLine ? CONTROL_CHARACTERS : [...CONTROL_CHARACTERS, ...SINGLE_LINE_ONLY];
          for (const [label, character] of refused) {
            const result = schema.safeParse(withValue(value, leaf.path, spliced(leaf.value, character)));
            if (result.success) failures.push(`${field || '(value)'} accepts ${label}`);
            else if (!result.error.issues.some((issue) => issue.path.join('.') === field)) {
              failures.push(`${field || '(value)'}: refusal of ${label} does not name the field`);
            }
          }
          if (isMultiLine) {
            for (const [label, character] of [
              ['line feed', '\n'],
              ['carriage return + line feed', '\r\n'],
              ['tab', '\t'],
            ]) {
              const result = schema.safeParse(withValue(value, leaf.path, spliced(leaf.value, character!)));
              if (!result.success) failures.push(`${field || '(value)'} (multi-line) refuses ${label}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
