import { z } from '@hono/zod-openapi';
import { IssuedCodeSchema } from '#domain/get-pass/index.ts';
import type { PassHolder } from '#domain/wallet/index.ts';

/** requirements §7: `{ success, message, validationCode }`, plus the new customer in `data`. */
export const IssuedCodeResponse = {
  description: 'The new customer and their validation code',
  content: {
    'application/json': {
      schema: z.object({
        success: z.literal(true),
        message: z.string(),
        validationCode: z.string(),
        data: IssuedCodeSchema,
      }),
    },
  },
};

export const issuedCode = (
  { holder, validationCode }: { holder: PassHolder; validationCode: string },
  message = 'Validation code issued',
) => ({
  success: true as const,
  message,
  validationCode,
  data: {
    id: holder.id,
    cardId: holder.cardId,
    name: holder.name,
    email: holder.email,
    phone: holder.phone,
    validationCode,
  },
});
