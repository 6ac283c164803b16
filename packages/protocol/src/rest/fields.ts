/** Field rules shared by the request bodies of several resources (not exported from the package). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { multiLine, singleLine } from '../text';
import { MESSAGES } from '../validation';

export const email = z.email({ error: MESSAGES.emailInvalid }).max(LIMITS.emailMaxLength);
export const shortText = singleLine().max(LIMITS.shortTextMaxLength);
export const longText = multiLine().max(LIMITS.longTextMaxLength);
