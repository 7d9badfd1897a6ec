import { useRouteLoaderData } from '@remix-run/react';
import type { Language } from '@halimbawa/domain';
import type { Site } from './site';
import { DEMO_SITE } from './site';

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';
export interface Notice {
  tone: NoticeTone;
  message: string;
}

export interface RootData {
  site: Site;
  /** The page's language (lib/language.server.ts). */
  lang: Language;
  signedIn: boolean;
  csrf: string;
  notices: Notice[];
  env: { isProduction: boolean };
}

/** The root loader's data (absent only while the root itself failed). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useSite(): Site {
  return useRootData()?.site ?? DEMO_SITE;
}
