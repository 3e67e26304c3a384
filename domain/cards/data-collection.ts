/** requirements §3 data-collection field types. */
export const DATA_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'number',
  'select',
  'checkbox',
  'textarea',
] as const;
export type DataFieldType = (typeof DATA_FIELD_TYPES)[number];

/** requirements §5 default message above the form. */
export const DATA_COLLECTION_DEFAULT_MESSAGE = 'Please provide your information to receive your pass.';

/** Only select and checkbox fields have options. */
export const hasOptions = (type: DataFieldType): boolean => type === 'select' || type === 'checkbox';

/** requirements §5 option editor: adds a trimmed, non-empty option that is not already there (case-insensitive). */
export const addOption = (options: readonly string[], value: string): string[] => {
  const option = value.trim();
  if (!option || options.some((o) => o.trim().toLowerCase() === option.toLowerCase())) return [...options];
  return [...options, option];
};

/** Edits an option in place, with the same rules as adding one; an empty edit removes it. */
export const editOption = (options: readonly string[], index: number, value: string): string[] => {
  const option = value.trim();
  if (index < 0 || index >= options.length) return [...options];
  if (!option) return options.filter((_, i) => i !== index);
  if (options.some((o, i) => i !== index && o.trim().toLowerCase() === option.toLowerCase()))
    return [...options];
  return options.map((o, i) => (i === index ? option : o));
};

/** Removes the option at an index. */
export const removeOption = (options: readonly string[], index: number): string[] =>
  options.filter((_, i) => i !== index);
