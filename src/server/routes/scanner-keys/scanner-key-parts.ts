import { z } from '@hono/zod-openapi';

export const DeviceSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  isActive: z.boolean(),
});
