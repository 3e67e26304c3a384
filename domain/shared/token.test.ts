import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from './result.ts';
import {
  bindUseCase,
  createToken,
  resolveDeps,
  sliceBinder,
  useCaseTokens,
  type UseCaseBinder,
} from './token.ts';

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

  it("derives a slice's use-case tokens from its factories and binds several with one set of deps", () => {
    const factories = {
      greet:
        ({ greeting }: { greeting: string }) =>
        (name: string) =>
          `${greeting}, ${name}`,
      shout:
        ({ greeting }: { greeting: string }) =>
        (name: string) =>
          `${greeting.toUpperCase()}, ${name.toUpperCase()}!`,
      helperConstant: 3,
    };
    const tokens = useCaseTokens<typeof factories>('test');
    expect(tokens.greet).toBe(createToken('test.greet'));
    expect(tokens.greet).not.toBe(tokens.shout);
    // @ts-expect-error: only factories get a token
    expect(tokens.helperConstant).toBeTypeOf('symbol');

    const values = new Map<symbol, unknown>([[Greeting, 'Hello']]);
    const binder: UseCaseBinder = {
      bind: (token) => ({
        toDynamicValue: (factory) => ({
          inSingletonScope: () => values.set(token, factory({ get: (t) => values.get(t) })),
        }),
      }),
    };
    sliceBinder(binder, tokens)({ greet: factories.greet, shout: factories.shout }, { greeting: Greeting });
    expect((values.get(tokens.greet) as (n: string) => string)('Ana')).toBe('Hello, Ana');
    expect((values.get(tokens.shout) as (n: string) => string)('Ana')).toBe('HELLO, ANA!');
  });

  it('builds results', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err(domainError('a.b', 'msg', 'f'))).toEqual({
      ok: false,
      error: { code: 'a.b', message: 'msg', field: 'f' },
    });
  });
});
