import { describe, expect, it } from 'vitest';
import { domainError, failedAs } from './result.ts';

describe('failedAs', () => {
  it("gives a failed call the screen's own code, keeping the server's text and the field it names", () => {
    expect(
      failedAs('cards.update_failed', domainError('cards.link_unsafe', 'Link not allowed', 'links.0.url')),
    ).toEqual({ code: 'cards.update_failed', message: 'Link not allowed', field: 'links.0.url' });
    expect(failedAs('customers.load_failed', domainError('http.unavailable', 'Server down'))).toEqual({
      code: 'customers.load_failed',
      message: 'Server down',
    });
  });

  it('leaves a refusal of the input itself as it is, so it reads translated on its field', () => {
    const refused = domainError('validation.too_long', 'q: This is too long.', 'q');
    expect(failedAs('customers.load_failed', refused)).toBe(refused);
  });
});
