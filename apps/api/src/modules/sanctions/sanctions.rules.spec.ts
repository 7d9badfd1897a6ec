import { birthDateAgreement, matchScore, memberFingerprint, nationalityAgrees, normaliseName } from './sanctions.rules';

const exact = (date: string) => ({ type: 'EXACT', date, year: null, fromYear: null, toYear: null });

describe('sanctions rules', () => {
  it('normalises case, accents, punctuation, spacing and the order of names', () => {
    expect(normaliseName('  RAMÍREZ,   José  Ñoño ')).toBe('jose nono ramirez');
    expect(normaliseName('jose nono  Ramirez')).toBe(normaliseName('Ramírez José Ñoño'));
  });

  it('reads a date of birth against exact dates, years and ranges', () => {
    expect(birthDateAgreement('1970-05-01', [exact('1970-05-01')])).toBe('SAME');
    expect(birthDateAgreement('1970-05-01', [exact('1971-05-01')])).toBe('DIFFERENT');
    expect(birthDateAgreement('1970-05-01', [{ type: 'APPROXIMATELY', date: null, year: 1970, fromYear: null, toYear: null }])).toBe('YEAR');
    expect(birthDateAgreement('1973-05-01', [{ type: 'BETWEEN', date: null, year: null, fromYear: 1972, toYear: 1974 }])).toBe('YEAR');
    expect(birthDateAgreement(null, [exact('1970-05-01')])).toBe('UNKNOWN');
    expect(birthDateAgreement('1970-05-01', [])).toBe('UNKNOWN');
  });

  it('lets a nationality only raise a score', () => {
    expect(nationalityAgrees('Filipino', ['Philippines'])).toBe(true);
    expect(nationalityAgrees('Afghan', ['Afghanistan'])).toBe(true);
    expect(nationalityAgrees('Filipino', ['Iraq'])).toBe(false);
    expect(nationalityAgrees(null, ['Iraq'])).toBe(false);
  });

  it('scores a name settled by the date of birth, within 0 to 100', () => {
    expect(matchScore(1, 'SAME', true)).toBe(100);
    expect(matchScore(0.8, 'DIFFERENT', false)).toBe(60);
    expect(matchScore(0.8, 'SAME', false)).toBe(95);
    expect(matchScore(0.1, 'DIFFERENT', false)).toBe(0);
  });

  it('fingerprints what was screened, whatever the order or accents of the names', () => {
    const a = memberFingerprint({ names: ['José Ramírez'], birthDate: '1970-05-01', nationality: 'Filipino' });
    expect(memberFingerprint({ names: ['ramirez jose', 'Jose Ramirez'], birthDate: '1970-05-01', nationality: 'filipino' })).toBe(a);
    expect(memberFingerprint({ names: ['José Ramírez'], birthDate: '1970-05-02', nationality: 'Filipino' })).not.toBe(a);
  });
});
