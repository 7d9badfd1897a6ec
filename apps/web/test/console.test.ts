// The console's shared pieces: who is staff (by the roles the API reports), and paging links that
// keep a list's filters.
import { describe, expect, it } from '@jest/globals';
import { reverseHref } from '~/features/console/LoanPayments';
import { firstPageHref, isFiltered, listQuery, nextPageHref } from '~/features/console/paging';
import { isAdmin, isStaff, staffRoles } from '~/features/console/staff';

describe('console roles', () => {
  it('lets loan officers and admins in, and members nowhere', () => {
    expect(isStaff(['MEMBER'])).toBe(false);
    expect(isStaff(['MEMBER', 'LOAN_OFFICER'])).toBe(true);
    expect(isStaff(['ADMIN'])).toBe(true);
    expect(isAdmin(['MEMBER', 'LOAN_OFFICER'])).toBe(false);
    expect(isAdmin(['MEMBER', 'ADMIN'])).toBe(true);
    expect(staffRoles(['ADMIN', 'MEMBER', 'LOAN_OFFICER'])).toEqual(['LOAN_OFFICER', 'ADMIN']);
  });
});

describe('console paging links', () => {
  it('keeps the filters on the next page and drops only the cursor for the first', () => {
    const next = nextPageHref('/officer/search', '?q=dela%20cruz&status=OVERDUE&cursor=old', 'bmV4dA');
    expect(next).toBe('/officer/search?q=dela+cruz&status=OVERDUE&cursor=bmV4dA');
    expect(firstPageHref('/officer/search', '?q=dela+cruz&cursor=bmV4dA')).toBe('/officer/search?q=dela+cruz');
    expect(firstPageHref('/officer/search', '?cursor=bmV4dA')).toBe('/officer/search');
    expect(firstPageHref('/officer/search', '?q=x')).toBeNull();
  });

  it("pages each of a page's lists by its own cursor, leaving the others where they are", () => {
    const search = '?walletCursor=w1&loansCursor=l1';
    expect(nextPageHref('/officer/members/x', search, 'w2', 'walletCursor')).toBe('/officer/members/x?walletCursor=w2&loansCursor=l1');
    expect(firstPageHref('/officer/members/x', search, 'loansCursor')).toBe('/officer/members/x?walletCursor=w1');
    expect(firstPageHref('/officer/members/x', '?walletCursor=w1', 'loansCursor')).toBeNull();
  });

  it("opens a payment's reversal form on the same page of the list", () => {
    expect(reverseHref('/officer/loans/HLC-2027-000001', '?cursor=c1', 'p1')).toBe('/officer/loans/HLC-2027-000001?cursor=c1&reverse=p1#reverse');
  });

  it("reads the API's query from the address, leaving empty filters out", () => {
    const url = new URL('http://web/officer/loans?status=&q=%20HL-2027%20&cursor=abc&other=1');
    expect(listQuery(url, ['status', 'q'])).toEqual({ cursor: 'abc', q: 'HL-2027' });
    expect(isFiltered(url, ['status', 'q'])).toBe(true);
    expect(isFiltered(new URL('http://web/officer/loans?status=&cursor=abc'), ['status', 'q'])).toBe(false);
  });
});
