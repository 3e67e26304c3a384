import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '#domain/shared/index.ts';

/** What views need of a container: the binding for a token (inversify's Container is one). */
export interface Resolver {
  get<T>(token: Token<T>): T;
}

const ContainerContext = createContext<Resolver | null>(null);

/** Gives views access to the composition root's container (stories and tests pass their own). */
export const ContainerProvider = ({ container, children }: { container: Resolver; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

/** The binding for a domain token, typically a use case. */
export const useInjection = <T,>(token: Token<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it');
  return container.get<T>(token);
};
