import type { DataField } from '../cards/index.ts';
import { isEmail } from '../shared/text.ts';
import type { CollectedValue } from '../wallet/index.ts';
import type { CollectedData } from './get-pass-messages.ts';

type CollectedAnswer = CollectedData[string];

const PHONE = /^\+?[0-9 ().-]{5,32}$/;
/** The longest answer a form takes: a line of text, and a textarea (the form's boxes stop there). */
export const COLLECTED_TEXT_LIMITS = Object.freeze({ text: 500, textarea: 2000 });
const TEXT_MAX = COLLECTED_TEXT_LIMITS.text;
const TEXTAREA_MAX = COLLECTED_TEXT_LIMITS.textarea;

/** Problems of a submitted form, by field key, as message codes. */
export type DataProblems = Record<string, string>;

/**
 * Checks a data-collection answer set against the card's fields (requirements §3): every required
 * field answered, every answer of its field's type (email, phone, number, one of the options),
 * no field the card does not ask for. Text is trimmed; empty optional answers are dropped.
 */
export const validateCollectedData = (
  fields: readonly DataField[],
  input: unknown,
): { ok: true; value: CollectedData } | { ok: false; problems: DataProblems } => {
  const problems: DataProblems = {};
  const data =
    input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  if (!data) return { ok: false, problems: { data: 'validation.invalid' } };
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(data)) if (!known.has(key)) problems[key] = 'validation.unknown_field';
  const value: CollectedData = {};
  for (const field of fields) {
    const raw = data[field.key];
    const answer = normalise(field, raw);
    if (answer === undefined) {
      problems[field.key] = 'validation.invalid';
      continue;
    }
    const empty = answer === '' || (Array.isArray(answer) && answer.length === 0);
    if (empty) {
      if (field.required) problems[field.key] = 'validation.required';
      continue;
    }
    const problem = problemOf(field, answer);
    if (problem) problems[field.key] = problem;
    else value[field.key] = answer;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
};

/** The answer in its field's shape; undefined when it cannot be read as that shape at all. */
const normalise = (field: DataField, raw: unknown): CollectedAnswer | undefined => {
  if (raw === undefined || raw === null) return '';
  // Checkbox fields always have options (the card schema requires them): the ticked ones.
  if (field.type === 'checkbox') {
    const list = Array.isArray(raw) ? raw : [raw];
    return list.every((v) => typeof v === 'string')
      ? [...new Set(list.map((v) => v.trim()))].filter(Boolean)
      : undefined;
  }
  if (field.type === 'number') {
    if (typeof raw === 'number') return raw;
    if (typeof raw !== 'string') return undefined;
    return raw.trim() === '' ? '' : raw.trim();
  }
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
};

const problemOf = (field: DataField, answer: CollectedValue): string | null => {
  switch (field.type) {
    case 'email':
      return isEmail(String(answer)) ? null : 'validation.email_invalid';
    case 'phone':
      return PHONE.test(String(answer)) ? null : 'validation.phone_invalid';
    case 'number':
      return (typeof answer === 'number' && Number.isFinite(answer)) ||
        /^-?\d+([.,]\d+)?$/.test(String(answer))
        ? null
        : 'validation.number_invalid';
    case 'select':
      return field.options.includes(String(answer)) ? null : 'validation.option_invalid';
    case 'checkbox':
      return (answer as readonly string[]).some((o) => !field.options.includes(o))
        ? 'validation.option_invalid'
        : null;
    case 'textarea':
      return String(answer).length > TEXTAREA_MAX ? 'validation.too_long' : null;
    default:
      return String(answer).length > TEXT_MAX ? 'validation.too_long' : null;
  }
};

/** Contact details found in a holder's answers: the first email and phone fields, and a name field. */
export const contactFrom = (fields: readonly DataField[], data: Readonly<Record<string, CollectedValue>>) => {
  const first = (match: (f: DataField) => boolean) => {
    const field = fields.find((f) => match(f) && typeof data[f.key] === 'string');
    return field ? String(data[field.key]) : undefined;
  };
  const name = first((f) => f.type === 'text' && /name/i.test(`${f.key} ${f.label}`));
  const email = first((f) => f.type === 'email');
  const phone = first((f) => f.type === 'phone');
  return { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
};
