import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './mantine-styles';

// The shared domain library is compiled from source by Vite, for the server and the browser
// alike (its CommonJS dist/ is built for the API only).
const domainSrc = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const appDir = fileURLToPath(new URL('./app', import.meta.url));

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@halimbawa\/domain$/, replacement: domainSrc },
      { find: /^~\//, replacement: `${appDir}/` },
    ],
  },
  server: { port: 3000 },
  ssr: {
    // Mantine ships ESM and CSS; bundling it into the server build avoids CSS import errors.
    noExternal: [/^@mantine\//],
  },
  plugins: [
    mantineStylesPerComponent(appDir),
    remix({
      // Every v3 flag of Remix 2; the routes are in app/routes.ts.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
