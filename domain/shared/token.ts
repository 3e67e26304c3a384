/**
 * A typed dependency-injection token. The domain names its dependencies with these
 * symbols so that it never imports a container library; the composition roots bind them.
 */
export type Token<T> = symbol & { readonly __type?: T };

/** Creates a token; `description` shows up in container errors. */
export const createToken = <T>(description: string): Token<T> =>
  Symbol.for(`passdeck.${description}`) as Token<T>;
