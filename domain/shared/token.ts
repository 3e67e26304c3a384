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
