import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting, writes money as pesos and disarms formulas', () => {
    const csv = toCsv(['name', 'amount', 'count'], [
      ['Cruz, Juan "JC"', { centavos: 1_234_505 }, 3],
      ['=HYPERLINK("x")', { centavos: -5 }, 0],
      ['line\nbreak', { centavos: 0 }, 1],
    ]);
    expect(csv).toBe('name,amount,count\r\n"Cruz, Juan ""JC""",12345.05,3\r\n"\'=HYPERLINK(""x"")",-0.05,0\r\n"line\nbreak",0.00,1\r\n');
  });
});
