/** The body of every error answer of the REST API. */
import { z } from 'zod';

/** Body of every error answer: a sentence, and for a 400 the messages of each bad field. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
