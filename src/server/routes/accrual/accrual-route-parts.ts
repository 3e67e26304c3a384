import { z } from '@hono/zod-openapi';
import { AccrualConfigJsonSchema } from '#domain/loyalty/index.ts';

export const AccrualConfigSchema = AccrualConfigJsonSchema.meta({ id: 'AccrualConfig' });

/** requirements §7: the points-rules answers carry their payload in `data.data`. */
export const dataOf = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), data: z.object({ data: schema }) });
