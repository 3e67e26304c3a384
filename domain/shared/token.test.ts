import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from './result.ts';
import { bindUseCase, createToken, resolveDeps, type UseCaseBinder } from './token.ts';

describe('tokens and use-case binding', () => {
  const Greeting = createToken<string>('test.Greeting');
  const Greet = createToken<(name: string) => string>('test.Greet');

  it('creates one symbol per description', () => {
    expect(createToken('x')).toBe(createToken('x'));
    expect(String(Greeting)).toContain('passdeck.test.Greeting');
  });

  it('resolves each named dependency and binds the factory once', () => {
    const values = new Map<symbol, unknown>([[Greeting, 'Hello']]);
    let made = 0;
    const binder: UseCaseBinder = {
      bind: (token) => ({
        toDynamicValue: (factory) => ({
          inSingletonScope: () => {
            values.set(token, factory({ get: (t) => values.get(t) }));
            made++;
            return undefined;
          },
        }),
      }),
    };
    bindUseCase(
      binder,
      Greet,
      ({ greeting }: { greeting: string }) =>
        (name: string) =>
          `${greeting}, ${name}`,
      { greeting: Greeting },
    );
    expect((values.get(Greet) as (n: string) => string)('Ana')).toBe('Hello, Ana');
    expect(made).toBe(1);
    expect(resolveDeps({ a: Greeting }, (t) => values.get(t))).toEqual({ a: 'Hello' });
  });

  it('builds results', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err(domainError('a.b', 'msg', 'f'))).toEqual({
      ok: false,
      error: { code: 'a.b', message: 'msg', field: 'f' },
    });
  });
});
