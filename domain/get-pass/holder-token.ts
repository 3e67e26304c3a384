import { z } from 'zod';

/** What a right code, a sent form or a new open-card pass answers: the token naming the customer's pass. */
export const HolderTokenSchema = z.object({ token: z.string() });
export type HolderToken = z.infer<typeof HolderTokenSchema>;
