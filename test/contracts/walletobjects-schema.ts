import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * Google's Wallet API schema (walletobjects v1) as published in `@googleapis/walletobjects`.
 *
 * The package ships no discovery document, but its `build/v1.d.ts` is generated from it and keeps,
 * for every `interface Schema$X`, each property with its type and description. Descriptions of
 * required properties start with "Required.". This module reads that file with the TypeScript
 * compiler API and checks JSON payloads against it, so a field Google does not know (Google
 * answers 400 to unknown fields) or a missing required field fails a test.
 */

/** The JSON type of a property, as the generated .d.ts declares it. */
export type FieldType =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'any' }
  | { readonly kind: 'array'; readonly of: FieldType }
  | { readonly kind: 'map'; readonly of: FieldType }
  | { readonly kind: 'ref'; readonly name: string };

export interface FieldSchema {
  readonly type: FieldType;
  /** `| null` in the declaration (every primitive; never a nested object or an array of objects). */
  readonly nullable: boolean;
  /** The description starts with "Required.". */
  readonly required: boolean;
  readonly description: string;
}

/** Interface name without the `Schema$` prefix (`LoyaltyClass`) → property name → field. */
export type WalletObjectsSchema = ReadonlyMap<string, ReadonlyMap<string, FieldSchema>>;

/** Where the installed package's generated declarations are. */
export const walletObjectsDeclarationFile = (): string => {
  const pkg = createRequire(import.meta.url).resolve('@googleapis/walletobjects/package.json');
  return join(dirname(pkg), 'build', 'v1.d.ts');
};

const PREFIX = 'Schema$';

const typeOf = (node: ts.TypeNode, where: string): { type: FieldType; nullable: boolean } => {
  if (ts.isUnionTypeNode(node)) {
    const isNull = (t: ts.TypeNode) =>
      ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword;
    const rest = node.types.filter((t) => !isNull(t));
    if (rest.length !== 1) throw new Error(`${where}: unsupported union ${node.getText()}`);
    return { type: typeOf(rest[0]!, where).type, nullable: rest.length < node.types.length };
  }
  if (ts.isParenthesizedTypeNode(node)) return typeOf(node.type, where);
  if (ts.isArrayTypeNode(node))
    return { type: { kind: 'array', of: typeOf(node.elementType, where).type }, nullable: false };
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const name = node.typeName.text;
    if (name.startsWith(PREFIX))
      return { type: { kind: 'ref', name: name.slice(PREFIX.length) }, nullable: false };
  }
  if (ts.isTypeLiteralNode(node)) {
    const index = node.members.find(ts.isIndexSignatureDeclaration);
    if (index && node.members.length === 1)
      return { type: { kind: 'map', of: typeOf(index.type, where).type }, nullable: false };
  }
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { type: { kind: 'string' }, nullable: false };
    case ts.SyntaxKind.NumberKeyword:
      return { type: { kind: 'number' }, nullable: false };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: { kind: 'boolean' }, nullable: false };
    case ts.SyntaxKind.AnyKeyword:
    case ts.SyntaxKind.UnknownKeyword:
      return { type: { kind: 'any' }, nullable: false };
    default:
      throw new Error(`${where}: unsupported type ${node.getText()}`);
  }
};

const descriptionOf = (node: ts.Node): string =>
  ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();

/** Every `Schema$…` interface of a walletobjects declaration file. */
export const parseWalletObjectsDeclarations = (source: string): WalletObjectsSchema => {
  const file = ts.createSourceFile('v1.d.ts', source, ts.ScriptTarget.Latest, true);
  const schema = new Map<string, Map<string, FieldSchema>>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text.startsWith(PREFIX)) {
      const name = node.name.text.slice(PREFIX.length);
      const fields = new Map<string, FieldSchema>();
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        const key = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : null;
        if (key === null) throw new Error(`${name}: unsupported property name ${member.name.getText()}`);
        const description = descriptionOf(member);
        fields.set(key, {
          ...typeOf(member.type, `${name}.${key}`),
          required: description.startsWith('Required.'),
          description,
        });
      }
      schema.set(name, fields);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return schema;
};

let cached: WalletObjectsSchema | undefined;
/** The schema of the installed `@googleapis/walletobjects` (parsed once). */
export const walletObjectsSchema = (): WalletObjectsSchema =>
  (cached ??= parseWalletObjectsDeclarations(readFileSync(walletObjectsDeclarationFile(), 'utf8')));

/**
 * Rules Google documents in prose rather than with "Required.", for the types we send. Each one
 * quotes the description it comes from (walletobjects v1 reference and discovery document).
 */
const PROSE_RULES: Readonly<Record<string, (value: Readonly<Record<string, unknown>>) => string | null>> = {
  // Image.sourceUri: "Either this or private_image_id should be set. Requests setting both or
  // neither will be rejected."
  Image: (v) =>
    'sourceUri' in v === 'privateImageId' in v ? 'needs exactly one of sourceUri and privateImageId' : null,
  // ImageUri.uri: "The location of the image. URIs must have a scheme."
  ImageUri: (v) =>
    typeof v.uri !== 'string' || !/^[a-z][a-z0-9+.-]*:\/\//i.test(v.uri)
      ? 'uri must be a URI with a scheme'
      : null,
  // LoyaltyPoints.balance: "This is a required field of `loyaltyPoints` and `secondaryLoyaltyPoints`."
  LoyaltyPoints: (v) => ('balance' in v ? null : 'balance is required'),
  // LoyaltyPointsBalance: "Only one of these subtypes (string, int, double, money) should be populated."
  LoyaltyPointsBalance: (v) =>
    ['string', 'int', 'double', 'money'].filter((k) => k in v).length === 1
      ? null
      : 'needs exactly one of string, int, double and money',
  // LocalizedString.defaultValue: what is shown "if no appropriate translation is available".
  LocalizedString: (v) => ('defaultValue' in v ? null : 'defaultValue is required'),
  TranslatedString: (v) =>
    typeof v.language === 'string' && typeof v.value === 'string' ? null : 'language and value are required',
  // DateTime.date: "An ISO 8601 extended format date/time."
  DateTime: (v) =>
    typeof v.date === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v.date) ? null : 'date must be ISO 8601',
};

/**
 * The enum values of the string fields we send. The generated .d.ts types them as `string`; the
 * values are those of Google's discovery document (the `enum` of each property).
 */
const STATE = [
  'STATE_UNSPECIFIED',
  'ACTIVE',
  'active',
  'COMPLETED',
  'completed',
  'EXPIRED',
  'expired',
  'INACTIVE',
  'inactive',
];
const REVIEW_STATUS = [
  'REVIEW_STATUS_UNSPECIFIED',
  'UNDER_REVIEW',
  'underReview',
  'APPROVED',
  'approved',
  'REJECTED',
  'rejected',
  'DRAFT',
  'draft',
];
export const WALLET_OBJECTS_ENUMS: Readonly<Record<string, readonly string[]>> = {
  'LoyaltyObject.state': STATE,
  'OfferObject.state': STATE,
  'GenericObject.state': STATE,
  'LoyaltyClass.reviewStatus': REVIEW_STATUS,
  'OfferClass.reviewStatus': REVIEW_STATUS,
  'OfferClass.redemptionChannel': [
    'REDEMPTION_CHANNEL_UNSPECIFIED',
    'INSTORE',
    'instore',
    'ONLINE',
    'online',
    'BOTH',
    'both',
    'TEMPORARY_PRICE_REDUCTION',
    'temporaryPriceReduction',
  ],
  'Barcode.type': [
    'BARCODE_TYPE_UNSPECIFIED',
    'AZTEC',
    'aztec',
    'CODE_39',
    'code39',
    'CODE_128',
    'code128',
    'CODABAR',
    'codabar',
    'DATA_MATRIX',
    'dataMatrix',
    'EAN_8',
    'ean8',
    'EAN_13',
    'ean13',
    'EAN13',
    'ITF_14',
    'itf14',
    'PDF_417',
    'pdf417',
    'PDF417',
    'QR_CODE',
    'qrCode',
    'qrcode',
    'UPC_A',
    'upcA',
    'TEXT_ONLY',
    'textOnly',
  ],
  'Message.messageType': [
    'MESSAGE_TYPE_UNSPECIFIED',
    'TEXT',
    'text',
    'EXPIRATION_NOTIFICATION',
    'expirationNotification',
    'TEXT_AND_NOTIFY',
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonKind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

/**
 * What Google's schema finds wrong with a payload of a type (`LoyaltyClass` or
 * `Schema$LoyaltyClass`), as `<JSON path>: <problem>` lines; empty when it conforms. Checked at
 * every depth: unknown properties, wrong JSON types, `null` where the declaration has none,
 * missing "Required." properties, the prose rules and enum values above.
 */
export const checkAgainstWalletObjects = (
  typeName: string,
  value: unknown,
  options: {
    /**
     * Check "Required." properties (default). Off for references to objects that already
     * exist, such as the `{ id, classId }` objects of a "skinny" save-link JWT.
     */
    readonly required?: boolean;
    readonly schema?: WalletObjectsSchema;
  } = {},
): string[] => {
  const schema = options.schema ?? walletObjectsSchema();
  const checksRequired = options.required ?? true;
  const problems: string[] = [];
  const checkObject = (name: string, v: unknown, path: string): void => {
    const fields = schema.get(name);
    if (!fields) throw new Error(`walletobjects_v1 has no Schema$${name}`);
    if (!isRecord(v)) return void problems.push(`${path}: expected a ${name} object, got ${jsonKind(v)}`);
    for (const [key, field] of fields)
      if (checksRequired && field.required && !(key in v))
        problems.push(`${path}.${key}: required by ${name} but missing`);
    for (const [key, child] of Object.entries(v)) {
      const field = fields.get(key);
      if (!field) {
        problems.push(`${path}.${key}: unknown property (Schema$${name} has no "${key}")`);
        continue;
      }
      if (child === undefined) continue;
      if (child === null) {
        if (!field.nullable) problems.push(`${path}.${key}: null is not allowed (Schema$${name}.${key})`);
        continue;
      }
      checkValue(field.type, child, `${path}.${key}`, `${name}.${key}`);
    }
    const prose = checksRequired ? PROSE_RULES[name]?.(v) : null;
    if (prose) problems.push(`${path}: ${prose} (Schema$${name})`);
  };
  const checkValue = (type: FieldType, v: unknown, path: string, field: string): void => {
    switch (type.kind) {
      case 'any':
        return;
      case 'string':
      case 'number':
      case 'boolean': {
        if (typeof v !== type.kind)
          return void problems.push(`${path}: expected ${type.kind}, got ${jsonKind(v)}`);
        const values = WALLET_OBJECTS_ENUMS[field];
        if (values && !values.includes(v as string))
          problems.push(`${path}: "${String(v)}" is not one of ${field}'s values`);
        return;
      }
      case 'array':
        if (!Array.isArray(v)) return void problems.push(`${path}: expected an array, got ${jsonKind(v)}`);
        return v.forEach((item, i) => checkValue(type.of, item, `${path}[${i}]`, field));
      case 'map':
        if (!isRecord(v)) return void problems.push(`${path}: expected a map, got ${jsonKind(v)}`);
        return Object.entries(v).forEach(([k, item]) => checkValue(type.of, item, `${path}.${k}`, field));
      case 'ref':
        return checkObject(type.name, v, path);
    }
  };
  checkObject(typeName.startsWith(PREFIX) ? typeName.slice(PREFIX.length) : typeName, value, '$');
  return problems;
};
