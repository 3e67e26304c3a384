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

  it("reads a text over its maximum as too long, even under a schema whose own error is 'required'", () => {
    // zod 4 gives the schema's error to its checks that name none (the join form's first name).
    const Named = z.object({ firstName: z.string({ error: 'validation.required' }).trim().min(1).max(80) });
    expect(fieldIssues(Named.safeParse({ firstName: 'a'.repeat(500) }).error!)).toEqual({
      firstName: 'validation.too_long',
    });
    expect(fieldIssues(Named.safeParse({ firstName: '  ' }).error!)).toEqual({
      firstName: 'validation.required',
    });
    expect(fieldIssues(Named.safeParse({}).error!)).toEqual({ firstName: 'validation.required' });
  });
});
