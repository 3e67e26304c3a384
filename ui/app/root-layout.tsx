import { ScrollRestoration } from 'react-router';
import { RouteChangeOverlay } from './route-change-overlay.tsx';
import { RouteGuard } from './route-guard.tsx';

/** The root route: overlay, guard, then the page. */
export const RootLayout = () => (
  <>
    <RouteChangeOverlay />
    <ScrollRestoration />
    <RouteGuard />
  </>
);
