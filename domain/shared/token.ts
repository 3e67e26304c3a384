/**
 * A typed dependency-injection token. The domain names its dependencies with these
 * symbols so that it never imports a container library; the composition roots bind them.
 */
export type Token<T> = symbol & { readonly __type?: T };

/** Creates a token; `description` shows up in container errors. */
export const createToken = <T>(description: string): Token<T> =>
  Symbol.for(`passdeck.${description}`) as Token<T>;

/** A token per named dependency of a use-case factory `(deps) => fn`. */
export type DepTokens<D> = { [K in keyof D]: Token<D[K]> };

/** Builds the `deps` object of a use-case factory by looking up each token (the container stays in the composition root). */
export const resolveDeps = <D extends object>(tokens: DepTokens<D>, get: (token: symbol) => unknown): D =>
  Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, get(token as symbol)])) as D;

/** The part of a DI container that `bindUseCase` needs (inversify's Container fits it). */
export interface UseCaseBinder {
  bind(token: symbol): {
    toDynamicValue(factory: (context: { get(token: symbol): unknown }) => unknown): {
      inSingletonScope(): unknown;
    };
  };
}

/** Binds a use-case factory `(deps) => fn` as a singleton whose deps are resolved by token. */
export const bindUseCase = <D extends object, F>(
  container: UseCaseBinder,
  token: Token<F>,
  factory: (deps: D) => F,
  deps: DepTokens<D>,
): void => {
  container
    .bind(token)
    .toDynamicValue((context) => factory(resolveDeps(deps, (dep) => context.get(dep))))
    .inSingletonScope();
};

/** The names of a module's use-case factories: exports shaped `(deps) => useCase` (a function or a service object). */
export type FactoryName<M> = {
  [K in keyof M]: M[K] extends (deps: never) => object ? K : never;
}[keyof M] &
  string;

/** A token per use-case factory of a module (or of several, joined with `&`), keyed by the factory's name. */
export type UseCaseTokens<M> = {
  readonly [K in FactoryName<M>]: M[K] extends (deps: never) => infer F ? Token<F> : never;
};

/**
 * The tokens of a slice's use cases, derived from the factories' names (`passdeck.<slice>.<name>`)
 * so that no slice lists its use cases twice: `useCaseTokens<typeof useCases>('cards').listCards`.
 */
export const useCaseTokens = <M>(slice: string): UseCaseTokens<M> =>
  new Proxy({} as UseCaseTokens<M>, {
    get: (_, name) => (typeof name === 'string' ? createToken(`${slice}.${name}`) : undefined),
  });

type DepsOf<F> = F extends (deps: infer D) => unknown ? D : never;
type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/**
 * A binder for one slice: `bind({ listCards, getCard }, deps)` binds each factory to the token of
 * its name in `tokens` (the slice's `…UseCases`), all resolving the same dependencies, so that a
 * wiring file says which use cases share which ports rather than repeating one call per use case.
 * The factories are named imports, not the slice's namespace, so that a bundle keeps only the
 * use cases it binds.
 */
export const sliceBinder =
  <T extends object>(container: UseCaseBinder, tokens: T) =>
  <
    F extends {
      [K in keyof F]: K extends keyof T ? (T[K] extends Token<infer U> ? (deps: never) => U : never) : never;
    },
  >(
    factories: F,
    deps: DepTokens<AllOf<DepsOf<F[keyof F]>>>,
  ): void => {
    for (const [name, factory] of Object.entries(factories))
      bindUseCase(
        container,
        (tokens as Record<string, Token<unknown>>)[name]!,
        factory as (deps: object) => unknown,
        deps as DepTokens<object>,
      );
  };
