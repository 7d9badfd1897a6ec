import type { Catalogue } from '../translate';

export const apiSanctions: Catalogue['apiSanctions'] = {
  held: 'Naka-hold para sa compliance check.',
  listTooLarge: 'Mas malaki sa {{megabytes}} MB ang listahan.',
  listNotXml: 'Hindi maayos na XML ang file (linya {{line}}).',
  listNotConsolidated: 'Hindi ito ang UN consolidated list: walang CONSOLIDATED_LIST.',
  listDuplicateId: 'Dalawang beses binanggit ng listahan ang parehong DATAID.',
  listEntryIncomplete: 'May entry sa listahan na walang DATAID o walang pangalan ({{ref}}).',
  listRequired: 'Piliin ang file ng listahan (XML).',
  filename: 'Dapat magtapos sa .xml ang pangalan ng file at hanggang 200 character lamang.',
  caseNotFound: 'Walang ganitong kaso.',
  confirmSummary: 'Kumpirmahin ang tugma sa sanctions list at i-freeze ang pera ng miyembro. Nasa pahina ng kaso sa compliance kung sino at bakit.',
  caseDecided: 'Napagpasyahan na ang kasong ito.',
  reason: 'Isulat kung bakit, sa 5 hanggang 500 character.',
  confirmChecker: 'Ang kumpirmadong hit ay sinusuri ng pangalawang compliance officer o ng admin.',
  designationName: 'Isulat ang itinalagang pangalan, sa 2 hanggang 200 character.',
  designationSource: 'Isulat ang resolusyong nagtatalaga sa kanila, sa 3 hanggang 200 character.',
  designationBirthDate: 'Isulat ang petsa ng kapanganakan bilang YYYY-MM-DD, o iwanang blangko.',
  designationAliases: 'Hanggang 20 ibang pangalan, bawat isa hanggang 200 character.',
  designationNationality: 'Isulat ang nasyonalidad sa hanggang 100 character, o iwanang blangko.',
  status: 'Pumili ng status: OPEN, CLEARED o CONFIRMED.',
};
