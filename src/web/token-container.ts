import type { Token, UseCaseBinder } from '#domain/shared/index.ts';
import type { Resolver } from '#ui/app/container-context.tsx';

/** The bindings a browser page makes: constants, and use cases built once on first use. */
export interface TokenContainer extends Resolver, UseCaseBinder {
  bind<T>(token: Token<T>): {
    toConstantValue(value: T): void;
    toDynamicValue(factory: (context: Resolver) => T): { inSingletonScope(): void };
  };
}

type Binding = { readonly make: () => unknown; singleton: boolean; made?: { value: unknown } };

/**
 * The get-pass page's container: the part of inversify's Container a wiring uses (`bind`,
 * `toConstantValue`, `toDynamicValue(…).inSingletonScope()`, `get`) over a Map. Customers open
 * that page on phones from a link, and inversify with reflect-metadata would be 22 KB of its 50 KB
 * budget; the dashboard and the server use inversify. A token bound twice throws at once.
 */
export const createTokenContainer = (): TokenContainer => {
  const bindings = new Map<symbol, Binding>();
  const add = (token: symbol, binding: Binding) => {
    if (bindings.has(token)) throw new Error(`${String(token)} is bound twice`);
    bindings.set(token, binding);
  };
  const container: TokenContainer = {
    bind: <T>(token: Token<T>) => ({
      toConstantValue: (value: T) => add(token, { make: () => value, singleton: true }),
      toDynamicValue: (factory: (context: Resolver) => T) => {
        const binding: Binding = { make: () => factory(container), singleton: false };
        add(token, binding);
        return {
          inSingletonScope: () => {
            binding.singleton = true;
          },
        };
      },
    }),
    get: <T>(token: Token<T>): T => {
      const binding = bindings.get(token);
      if (!binding) throw new Error(`No binding for ${String(token)}`);
      if (!binding.singleton) return binding.make() as T;
      binding.made ??= { value: binding.make() };
      return binding.made.value as T;
    },
  };
  return container;
};
