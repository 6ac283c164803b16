/** Field rules shared by the request bodies of several resources (not exported from the package). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { namedText, RULE_SENTENCES } from '../sentences';
import { MESSAGES } from '../validation';

export const email = z
  .email({ error: MESSAGES.emailInvalid })
  .max(LIMITS.emailMaxLength, { error: RULE_SENTENCES.atMost('Email', LIMITS.emailMaxLength) });
/** A title-long text named `field` in its messages. */
export const shortText = (field: string) => namedText(field, { max: LIMITS.shortTextMaxLength });
/** A form's free text named `field` in its messages. */
export const longText = (field: string) => namedText(field, { max: LIMITS.longTextMaxLength, multiLine: true });
