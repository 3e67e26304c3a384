import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssues, firstIssue } from './validation.ts';

const Schema = z.object({
  name: z.string().max(5),
  email: z.string().max(50, { error: 'validation.email_invalid' }),
  count: z.number().int().max(3),
});

describe('schema problems as message codes', () => {
  it('names a missing field, a text over its limit, and the rest', () => {
    expect(firstIssue(Schema.safeParse({ email: 'a', count: 1 }).error!)).toMatchObject({
      code: 'validation.required',
      field: 'name',
    });
    const problems = fieldIssues(
      Schema.safeParse({ name: 'abcdef', email: 'x'.repeat(51), count: 4 }).error!,
    );
    // Any text over its maximum reads the same in every language; a schema's own code wins.
    expect(problems).toEqual({
      name: 'validation.too_long',
      email: 'validation.email_invalid',
      count: 'validation.invalid',
    });
  });
});
