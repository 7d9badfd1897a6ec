// The routes (Remix's route config, v3_routeConfig): feature folders as epic-stack lays them out
// (`dash+/confirm.tsx` is /dash/confirm), read by remix-flat-routes through Remix's adapter for a
// `routes` function. A route's server code and parts sit beside it and are not routes themselves.
import type { RouteConfig } from '@remix-run/route-config';
import { remixRoutesOptionAdapter } from '@remix-run/routes-option-adapter';
import { flatRoutes } from 'remix-flat-routes';

export default remixRoutesOptionAdapter((defineRoutes) =>
  flatRoutes('routes', defineRoutes, {
    ignoredRouteFiles: ['.*', '**/*.css', '**/*.test.*', '**/*.server.*', '**/__*.*'],
  }),
) satisfies RouteConfig;
