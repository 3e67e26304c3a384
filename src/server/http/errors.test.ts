import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeIssues } from './errors.ts';

describe('describeIssues', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failure');
    return describeIssues(parsed.error);
  };

  it('gives the English text of a code, also when a schema names validation.invalid itself', () => {
    const schema = z.object({ entryId: z.string().regex(/^[1-9]\d*$/, { error: 'validation.invalid' }) });
    expect(issuesOf(schema, { entryId: '0' })).toBe('entryId: This value is not valid.');
  });

  it("keeps a schema's own English text", () => {
    const schema = z.object({ n: z.number().refine((n) => n > 1, { message: 'Must be above one' }) });
    expect(issuesOf(schema, { n: 1 })).toBe('n: Must be above one');
  });

  it('names each field once, with its first problem: a second check on the same value only repeats it', () => {
    const schema = z.object({
      tz: z
        .string()
        .max(3, { error: 'validation.too_long' })
        .regex(/^[a-z]+$/, { error: 'validation.invalid' }),
      name: z.string().min(2, { error: 'validation.invalid' }),
    });
    expect(issuesOf(schema, { tz: 'ABCDE', name: 'x' })).toBe(
      'tz: This is too long. name: This value is not valid.',
    );
  });
});
