/**
 * The Filipino texts' glossary (docs/i18n.md): English kept as it is. Names of laws, documents,
 * registrations and channels, and the phrases Filipinos say in English. englishFunctionWords takes
 * these out before it looks for English grammar, so they are the only English a Filipino text may
 * hold beside single borrowed nouns (loan, wallet, due date, password).
 */
export const FILIPINO_GLOSSARY_KEPT_ENGLISH: readonly string[] = [
  'over the counter',
  'Certificate of Authority',
  'SEC Registration No.',
  'Registration No.',
  'Republic Act No.',
  'Data Privacy Act of 2012',
  'Alien Certificate of Registration',
  'Immigration Certificate of Residence',
  'Integrated Bar of the Philippines',
  'Statement of account',
];
