import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '#domain/shared/app-pages.ts';
import { createRouter } from './router.tsx';

/** Every page path the routes name, joined from their parents' (the catch-all left out). */
const pagesOf = (routes: readonly RouteObject[], parent = ''): string[] =>
  routes.flatMap((route) => {
    const path = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [path || '/'] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });

describe('the router', () => {
  it('has the pages the server knows (APP_PAGES), so that only other addresses answer 404', () => {
    const router = createRouter(async () => undefined);
    expect(pagesOf(router.routes).sort()).toEqual([...APP_PAGES].sort());
    router.dispose();
  });
});
