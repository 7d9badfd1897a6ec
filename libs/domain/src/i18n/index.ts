/** Languages (docs/decisions/009-languages.md): the catalogues, translation by key, negotiation, labels. */
export * from './translate';
export * from './negotiate';
export * from './labels';
export * from './english-in-filipino';
export * from './glossary';
