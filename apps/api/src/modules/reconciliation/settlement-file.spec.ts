import { parseSettlementFile } from './settlement-file';

describe('a settlement file', () => {
  it('reads the three columns in any order and case, quoted fields and CRLF, other columns ignored', () => {
    const text = '\uFEFFDate,Fee,AMOUNT,TransactionId\r\n2027-02-10,"1,000.00","25,750.00",GC-1\r\n2027-02-11,0,100,GC-2\r\n\r\n';
    expect(parseSettlementFile(text)).toEqual({
      rows: [
        { transactionId: 'GC-1', amount: 2_575_000, date: '2027-02-10' },
        { transactionId: 'GC-2', amount: 10_000, date: '2027-02-11' },
      ],
    });
  });

  it.each([
    ['no header', 'GC-1,100,2027-02-10\n', { code: 'apiReconciliation.header' }],
    ['no rows', 'transactionId,amount,date\n', { code: 'apiReconciliation.empty' }],
    ['a bad amount', 'transactionId,amount,date\nGC-1,1.234,2027-02-10\n', { code: 'apiReconciliation.row', params: { line: 2 } }],
    ['a bad date', 'transactionId,amount,date\nGC-1,1,2027-02-30\n', { code: 'apiReconciliation.row', params: { line: 2 } }],
    ['a repeated transaction', 'transactionId,amount,date\nGC-1,1,2027-02-10\nGC-1,2,2027-02-10\n', { code: 'apiReconciliation.duplicate', params: { line: 3, transactionId: 'GC-1' } }],
    ['too big', `transactionId,amount,date\n${'x'.repeat(600 * 1024)}`, { code: 'apiReconciliation.tooBig', params: { max: 512 } }],
  ])('refuses %s', (_name, text, error) => {
    expect(parseSettlementFile(text)).toEqual({ error });
  });
});
