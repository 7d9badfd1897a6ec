import { addWorkingDays, exportFile, isIsoDay } from './aml-reports.rules';

describe('working days', () => {
  it('counts five working days, skipping the weekend', () => {
    expect(addWorkingDays('2026-06-22', 5, new Set())).toBe('2026-06-29'); // Monday to Monday
    expect(addWorkingDays('2026-06-26', 5, new Set())).toBe('2026-07-03'); // Friday to Friday
    expect(addWorkingDays('2026-06-27', 5, new Set())).toBe('2026-07-03'); // a Saturday counts from Monday
  });

  it('skips a holiday in between, and one falling on the weekend moves nothing', () => {
    expect(addWorkingDays('2026-06-08', 5, new Set(['2026-06-12']))).toBe('2026-06-16');
    expect(addWorkingDays('2026-06-08', 5, new Set(['2026-06-13']))).toBe('2026-06-15');
  });

  it('reads only real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-2-1')).toBe(false);
  });
});

describe('the export file', () => {
  it('writes a header, the columns, one record per report and a trailer with the total', () => {
    const subject = { memberId: 'm1', lastName: 'Dela Cruz', firstName: 'Juan', middleName: '', birthDate: '1990-01-31', nationality: 'Filipino', address: 'Makati, "Metro" Manila', idType: null, idNumber: null };
    const file = exportFile({
      institutionCode: 'HLB',
      institutionName: 'Halimbawa',
      generatedOn: '2026-06-30',
      rows: [
        { kind: 'CTR', id: 'r1', occurredOn: '2026-06-08', transactionKind: 'DISBURSEMENT', amountPhp: 75_000_000, reasonCodes: [], narrative: null, subject, filedReference: null },
        { kind: 'STR', id: 'r2', occurredOn: '2026-06-09', transactionKind: null, amountPhp: null, reasonCodes: ['SI1', 'SI3'], narrative: '=SUM(A1)', subject, filedReference: 'AMLC-1' },
      ],
    });
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('H,HLB,Halimbawa,2026-06-30,2');
    expect(lines[1]).toMatch(/^RECORD,REPORT_TYPE,REPORT_ID,TRANSACTION_DATE,TRANSACTION_CODE,AMOUNT_PHP/);
    expect(lines[2]).toBe('D,CTR,r1,2026-06-08,LOAN_RELEASE,750000.00,PHP,Dela Cruz,Juan,,1990-01-31,Filipino,"Makati, ""Metro"" Manila",,,m1,,,');
    expect(lines[3]).toContain(",SI1 SI3,'=SUM(A1),AMLC-1");
    expect(lines[4]).toBe('T,2,750000.00');
  });
});
