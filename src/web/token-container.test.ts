import { describe, expect, it } from 'vitest';
import { bindUseCase, createToken } from '#domain/shared/index.ts';
import { createTokenContainer } from './token-container.ts';

const Greeting = createToken<string>('test.Greeting');
const Greet = createToken<() => string>('test.Greet');
const Counter = createToken<number>('test.Counter');

describe('createTokenContainer', () => {
  it('returns a constant and builds a use case once from its resolved dependencies', () => {
    const container = createTokenContainer();
    let built = 0;
    container.bind(Greeting).toConstantValue('hello');
    bindUseCase(
      container,
      Greet,
      ({ greeting }: { greeting: string }) => {
        built += 1;
        return () => `${greeting}!`;
      },
      { greeting: Greeting },
    );
    expect(built).toBe(0);
    expect(container.get(Greet)()).toBe('hello!');
    expect(container.get(Greet)).toBe(container.get(Greet));
    expect(built).toBe(1);
  });

  it('builds a dynamic value on every get unless it is a singleton', () => {
    const container = createTokenContainer();
    let next = 0;
    container.bind(Counter).toDynamicValue(() => (next += 1));
    expect([container.get(Counter), container.get(Counter)]).toEqual([1, 2]);
  });

  it('throws for a token that is not bound, and for one bound twice', () => {
    const container = createTokenContainer();
    expect(() => container.get(Greeting)).toThrow(/No binding for Symbol\(passdeck\.test\.Greeting\)/);
    container.bind(Greeting).toConstantValue('a');
    expect(() => container.bind(Greeting).toConstantValue('b')).toThrow(/bound twice/);
  });
});
