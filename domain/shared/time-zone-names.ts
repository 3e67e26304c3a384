import { isTimeZone } from './locale.ts';

// ICU lists time zones by CLDR's canonical names, which keep the spellings of their first release
// for stability ("Europe/Kiev", "Asia/Calcutta"), while the IANA database and people use the
// current ones. ICU reads both, so a business can pick, and find, the name it knows.
const CURRENT_TIME_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * A time zone under its current IANA name ("Europe/Kiev" → "Europe/Kyiv") when this runtime knows
 * that name (a browser with older zone data may not, and would refuse it on save); else as it is.
 */
export const currentTimeZoneName = (name: string): string => {
  const current = Object.hasOwn(CURRENT_TIME_ZONE_NAMES, name) ? CURRENT_TIME_ZONE_NAMES[name]! : name;
  return current === name || isTimeZone(current) ? current : name;
};

/**
 * The time zones to choose from, under their current names and in order, from the runtime's list,
 * and UTC, which that list leaves out (it names places) but a device or a server may run on.
 */
export const timeZoneChoices = (names: readonly string[]): string[] =>
  [...new Set([...names.map(currentTimeZoneName), 'UTC'])].sort();

/** Names a reader may type for a zone besides its own: its old spellings, and GMT for UTC. */
const FORMER_NAMES: Readonly<Record<string, readonly string[]>> = Object.entries(
  CURRENT_TIME_ZONE_NAMES,
).reduce<Record<string, string[]>>(
  (names, [former, current]) => ({ ...names, [current]: [...(names[current] ?? []), former] }),
  { UTC: ['GMT'] },
);

/** A zone name as people write it: "America/New York" for America/New_York. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

/**
 * Whether a time zone matches what a reader typed, in any case, with spaces or underscores, and by
 * an old name too: "new york" finds America/New_York, "kiev" Europe/Kyiv, "gmt" UTC.
 */
export const timeZoneMatches = (zone: string, search: string): boolean => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s_]+/g, ' ')
      .trim();
  const wanted = words(search);
  return [zone, ...(FORMER_NAMES[zone] ?? [])].some((name) => words(name).includes(wanted));
};
