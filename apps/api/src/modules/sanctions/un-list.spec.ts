import { Refusal } from '../../common/errors';
import { parseUnList } from './un-list';
import { UN_LIST_FIXTURE } from './un-list.fixture';

const refusalOf = (xml: string) => {
  try {
    parseUnList(xml);
  } catch (error) {
    return (error as Refusal).fields;
  }
  throw new Error('not refused');
};

describe('the UN consolidated list reader', () => {
  it('reads individuals and entities with their names, aliases, dates of birth, nationalities and documents', () => {
    const list = parseUnList(UN_LIST_FIXTURE);
    expect(list.generatedAt).toBe('2026-11-20T00:00:00.000Z');
    expect(list.entries.map((e) => [e.ref, e.kind])).toEqual([
      ['9900001', 'INDIVIDUAL'],
      ['9900002', 'INDIVIDUAL'],
      ['9900003', 'INDIVIDUAL'],
      ['9900101', 'ENTITY'],
    ]);
    const [ramon, hakim, marisol, entity] = list.entries;
    expect(ramon).toMatchObject({
      name: 'RAMÓN ESTÉBAN VILLAFUERTE',
      aliases: [
        { quality: 'GOOD', name: 'Ramon Villafuerte' },
        { quality: 'LOW', name: 'Kumander Estéban' },
      ],
      birthDates: [{ type: 'EXACT', date: '1971-03-14', year: null, fromYear: null, toYear: null }],
      nationalities: ['Philippines'],
      documents: [{ type: 'Passport', number: 'P0000001X', country: 'Philippines' }],
      referenceNumber: 'FXi.001',
      listedOn: '2020-02-14',
    });
    expect(hakim.birthDates).toEqual([{ type: 'BETWEEN', date: null, year: null, fromYear: 1968, toYear: 1970 }]);
    // An empty alias and an empty document are no alias and no document.
    expect([marisol.aliases, marisol.documents, marisol.birthDates[0].year]).toEqual([[], [], 1980]);
    expect(entity).toMatchObject({ name: 'BAGONG ALON TRADING CORPORATION', aliases: [{ quality: 'GOOD', name: 'Bagong Alon Trading' }], birthDates: [] });
  });

  it('refuses what is not the list, with a code for the file field', () => {
    expect(refusalOf('<CONSOLIDATED_LIST><INDIVIDUALS>')?.xml.code).toBe('apiSanctions.listNotXml');
    expect(refusalOf('<sdnList/>')?.xml.code).toBe('apiSanctions.listNotConsolidated');
    expect(refusalOf('<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>A</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>')?.xml).toEqual({
      code: 'apiSanctions.listEntryIncomplete',
      params: { ref: '?' },
    });
  });
});
