import { z } from 'zod';

/**
 * Google's published rules for the classes and objects we send (wallet §3.1, walletobjects
 * v1 reference): required fields per type, id format `<issuerId>.<suffix>` with letters,
 * digits, ".", "_" and "-", enums, colours as #rrggbb or #rgb, at most 10 text modules. Every
 * object is strict: Google answers a field its type does not have with 400, so an unknown key is
 * refused here too (hexBackgroundColor exists on classes and GenericObject, not on loyalty or
 * offer objects). Other clients of the domain can check their payloads with these before
 * calling Google; the types of what we emit are inferred from them.
 */
const GoogleId = z
  .string()
  .regex(/^\d+\.[\w.-]+$/, { error: 'an id is <issuerId>.<letters, digits, . _ ->' });
const Localized = z.strictObject({
  defaultValue: z.strictObject({ language: z.string().min(2), value: z.string().min(1) }),
});
const ImageSchema = z.strictObject({ sourceUri: z.strictObject({ uri: z.url() }) });
/** "#rrggbb … You can also use the shorthand version of the RGB triplet which is #rgb." */
const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/);
/** The API may set only these; Google itself moves a class to approved or rejected. */
const ReviewStatus = z.enum(['UNDER_REVIEW', 'DRAFT']);

const ObjectBase = z.strictObject({
  id: GoogleId,
  classId: GoogleId,
  state: z.enum(['ACTIVE', 'COMPLETED', 'EXPIRED', 'INACTIVE']),
  barcode: z
    .strictObject({
      type: z.enum(['QR_CODE', 'PDF_417', 'AZTEC', 'CODE_128']),
      value: z.string().min(1),
      alternateText: z.string().min(1).optional(),
    })
    .optional(),
  textModulesData: z
    .array(
      z.strictObject({
        // "The ID should only include alphanumeric characters, '_', or '-'."
        id: z.string().regex(/^[\w-]+$/),
        header: z.string().min(1),
        body: z.string().min(1),
      }),
    )
    .max(10)
    .optional(),
  // "URIs in the LinksModuleData module can have different prefixes indicating the type of URI (a
  // link to a web page, a link to a map, a telephone number, or an email address)."
  linksModuleData: z
    .strictObject({
      uris: z
        .array(
          z.strictObject({
            id: z.string().regex(/^[\w-]+$/),
            uri: z.string().regex(/^(https?:\/\/|tel:|mailto:)/),
            description: z.string().min(1),
          }),
        )
        .min(1),
    })
    .optional(),
  heroImage: ImageSchema.optional(),
});

/** Where Google posts save and delete events of the class's passes (wallet §3.4); https only. */
const CallbackOptions = z.strictObject({ url: z.url({ protocol: /^https$/ }) }).optional();

export const GoogleLoyaltyClassSchema = z.strictObject({
  id: GoogleId,
  callbackOptions: CallbackOptions,
  issuerName: z.string().min(1),
  programName: z.string().min(1),
  reviewStatus: ReviewStatus,
  programLogo: ImageSchema,
  hexBackgroundColor: HexColor.optional(),
  heroImage: ImageSchema.optional(),
});
export const GoogleLoyaltyObjectSchema = ObjectBase.extend({
  accountId: z.string().optional(),
  loyaltyPoints: z
    .strictObject({
      label: z.string().min(1),
      balance: z.union([z.strictObject({ string: z.string() }), z.strictObject({ int: z.number().int() })]),
    })
    .optional(),
});
export const GoogleOfferClassSchema = z.strictObject({
  id: GoogleId,
  callbackOptions: CallbackOptions,
  issuerName: z.string().min(1),
  provider: z.string().min(1),
  title: z.string().min(1),
  redemptionChannel: z.enum(['INSTORE', 'ONLINE', 'BOTH', 'TEMPORARY_PRICE_REDUCTION']),
  reviewStatus: ReviewStatus,
  titleImage: ImageSchema.optional(),
  hexBackgroundColor: HexColor.optional(),
});
export const GoogleOfferObjectSchema = ObjectBase.extend({
  validTimeInterval: z.strictObject({ end: z.strictObject({ date: z.iso.datetime() }) }).optional(),
});
export const GoogleGenericClassSchema = z.strictObject({ id: GoogleId, callbackOptions: CallbackOptions });
export const GoogleGenericObjectSchema = ObjectBase.extend({
  cardTitle: Localized,
  header: Localized,
  logo: ImageSchema.optional(),
  hexBackgroundColor: HexColor.optional(),
});

/** The class and object schemas of each Google pass type. */
export const GOOGLE_PASS_SCHEMAS = {
  loyalty: { passClass: GoogleLoyaltyClassSchema, passObject: GoogleLoyaltyObjectSchema },
  offer: { passClass: GoogleOfferClassSchema, passObject: GoogleOfferObjectSchema },
  generic: { passClass: GoogleGenericClassSchema, passObject: GoogleGenericObjectSchema },
} as const;

/** What we send to Google, by type (a subset of each walletobjects v1 type, nothing outside it). */
export type GoogleImage = z.output<typeof ImageSchema>;
export type GoogleLocalizedString = z.output<typeof Localized>;
export type GoogleObjectBase = z.output<typeof ObjectBase>;
export type GoogleLoyaltyClass = z.output<typeof GoogleLoyaltyClassSchema>;
export type GoogleLoyaltyObject = z.output<typeof GoogleLoyaltyObjectSchema>;
export type GoogleOfferClass = z.output<typeof GoogleOfferClassSchema>;
export type GoogleOfferObject = z.output<typeof GoogleOfferObjectSchema>;
export type GoogleGenericClass = z.output<typeof GoogleGenericClassSchema>;
export type GoogleGenericObject = z.output<typeof GoogleGenericObjectSchema>;
