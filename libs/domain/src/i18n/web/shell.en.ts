/** The page shell's texts: header, menu, footer, skip link and the language link (components/Shell.tsx). */
export const shell = {
  /** The link to the other language, read aloud in that language ('Basahin sa Filipino'). */
  switchLanguage: 'Read in English',
  skipToContent: 'Skip to content',
};
