import { z } from 'zod';

/**
 * Google's published rules for the classes and objects we send (research §3.1, walletobjects
 * v1 reference): required fields per type, id format `<issuerId>.<suffix>` with letters,
 * digits, ".", "_" and "-", enums, colours as #rrggbb, at most 10 text modules. Other clients
 * of the domain can check their payloads with these before calling Google.
 */
const GoogleId = z
  .string()
  .regex(/^\d+\.[\w.-]+$/, { error: 'an id is <issuerId>.<letters, digits, . _ ->' });
const Localized = z.object({
  defaultValue: z.object({ language: z.string().min(2), value: z.string().min(1) }),
});
const Image = z.object({ sourceUri: z.object({ uri: z.url() }) });
const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const ReviewStatus = z.enum(['UNDER_REVIEW', 'APPROVED', 'REJECTED', 'DRAFT']);

const ObjectBase = z.object({
  id: GoogleId,
  classId: GoogleId,
  state: z.enum(['ACTIVE', 'COMPLETED', 'EXPIRED', 'INACTIVE']),
  barcode: z
    .object({ type: z.enum(['QR_CODE', 'PDF_417', 'AZTEC', 'CODE_128']), value: z.string().min(1) })
    .optional(),
  textModulesData: z
    .array(z.object({ id: z.string().min(1), header: z.string().min(1), body: z.string().min(1) }))
    .max(10)
    .optional(),
  hexBackgroundColor: HexColor.optional(),
  heroImage: Image.optional(),
});

export const GoogleLoyaltyClassSchema = z.object({
  id: GoogleId,
  issuerName: z.string().min(1),
  programName: z.string().min(1),
  reviewStatus: ReviewStatus,
  programLogo: Image.optional(),
  hexBackgroundColor: HexColor.optional(),
  heroImage: Image.optional(),
});
export const GoogleLoyaltyObjectSchema = ObjectBase.extend({
  accountId: z.string().optional(),
  loyaltyPoints: z
    .object({
      label: z.string().min(1),
      balance: z.union([z.object({ string: z.string() }), z.object({ int: z.number().int() })]),
    })
    .optional(),
});
export const GoogleOfferClassSchema = z.object({
  id: GoogleId,
  issuerName: z.string().min(1),
  provider: z.string().min(1),
  title: z.string().min(1),
  redemptionChannel: z.enum(['INSTORE', 'ONLINE', 'BOTH', 'TEMPORARY_PRICE_REDUCTION']),
  reviewStatus: ReviewStatus,
  titleImage: Image.optional(),
  hexBackgroundColor: HexColor.optional(),
});
export const GoogleOfferObjectSchema = ObjectBase.extend({
  validTimeInterval: z.object({ end: z.object({ date: z.iso.datetime() }) }).optional(),
});
export const GoogleGenericClassSchema = z.object({ id: GoogleId });
export const GoogleGenericObjectSchema = ObjectBase.extend({
  cardTitle: Localized,
  header: Localized,
  logo: Image.optional(),
});

/** The class and object schemas of each Google pass type. */
export const GOOGLE_PASS_SCHEMAS = {
  loyalty: { passClass: GoogleLoyaltyClassSchema, passObject: GoogleLoyaltyObjectSchema },
  offer: { passClass: GoogleOfferClassSchema, passObject: GoogleOfferObjectSchema },
  generic: { passClass: GoogleGenericClassSchema, passObject: GoogleGenericObjectSchema },
} as const;
