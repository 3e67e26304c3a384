import { CardInputSchema, type CardContent, type CardInput } from './card-schema.ts';

type Path = readonly PropertyKey[];
const MAX_REPAIRS = 50;

/** Removes the list item an invalid value sits in, or (outside lists) the section, so its defaults apply. */
const dropAt = (root: Record<string, unknown>, path: Path): boolean => {
  const lastIndex = path.findLastIndex((part) => typeof part === 'number');
  const cut = lastIndex >= 0 ? lastIndex : 0;
  let parent: unknown = root;
  for (const part of path.slice(0, cut)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<PropertyKey, unknown>)[part];
  }
  const key = path[cut];
  if (key === undefined || parent === null || typeof parent !== 'object') return false;
  if (Array.isArray(parent) && typeof key === 'number') {
    if (key >= parent.length) return false;
    parent.splice(key, 1);
    return true;
  }
  if (cut === 0 && (key === 'passType' || key === 'name')) return false;
  if (!(key in parent)) return false;
  delete (parent as Record<PropertyKey, unknown>)[key];
  return true;
};

/**
 * What the designer preview draws while the owner is still typing (issue 19: it must never go
 * blank): the card as far as it is valid. A half-written item (a new question without text, a
 * field with a bad key) is left out, and a section that does not parse falls back to its
 * defaults, instead of the whole card falling back to a blank one.
 */
export const previewableContent = (input: CardInput): CardContent => {
  // A deep copy to repair (the input is plain form data: JSON keeps all of it).
  const candidate = JSON.parse(JSON.stringify({ ...input, name: input.name.trim() || '-' })) as Record<
    string,
    unknown
  >;
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt++) {
    const parsed = CardInputSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    // One repair per round: removing a list item shifts the paths of the issues after it.
    const [first] = parsed.error.issues;
    if (!first || !dropAt(candidate, first.path)) break;
  }
  return CardInputSchema.parse({
    name: '-',
    passType: input.passType,
    loyaltyCardType: input.loyaltyCardType,
  });
};
