import { z } from 'zod';

/** A scanner device key as listed (requirements §3); the key itself only exists in the creation answer. */
export const ScannerDeviceSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type ScannerDevice = z.output<typeof ScannerDeviceSchema>;

/** `POST /api/auth/api-keys` body; the name's own rule is `validateDeviceName`. */
export const CreateDeviceKeyInputSchema = z.object({
  deviceName: z.string().max(500, { error: 'validation.too_long' }),
});

/** A new device key: the key itself travels in this answer only. */
export const CreatedDeviceKeySchema = z.object({
  key: z.string(),
  deviceName: z.string(),
  deviceId: z.string(),
});
export type CreatedDeviceKey = z.output<typeof CreatedDeviceKeySchema>;

export const UNNAMED_DEVICE = 'Unnamed device';
export const DEVICE_NAME_MAX_LENGTH = 60;

/** requirements §5: non-empty after trimming, sent trimmed. */
export const validateDeviceName = (
  name: string | null | undefined,
): { ok: true; value: string } | { ok: false; reason: 'empty' | 'too_long' } => {
  const value = (name ?? '').trim();
  if (!value) return { ok: false, reason: 'empty' };
  return value.length > DEVICE_NAME_MAX_LENGTH ? { ok: false, reason: 'too_long' } : { ok: true, value };
};

/**
 * requirements §3 defaults for a listed key: a generated id, the unnamed-device label, the current
 * time; isActive is true unless it is explicitly false. Id and time are passed in (pure).
 */
export const normalizeScannerDevice = (
  raw: Record<string, unknown>,
  defaults: { id: string; now: string },
): ScannerDevice => {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    deviceId: str(raw.deviceId) ?? defaults.id,
    deviceName: str(raw.deviceName) ?? UNNAMED_DEVICE,
    createdAt: str(raw.createdAt) ?? defaults.now,
    lastUsedAt: str(raw.lastUsedAt),
    isActive: typeof raw.isActive === 'boolean' ? raw.isActive : true,
  };
};
