import { Refusal } from './errors';
import { listPageRequest, pageInOrder } from './paging';

describe('pages of a list in memory', () => {
  const codes = ['PHP', 'AED', 'AUD', 'CAD', 'CNY'];
  const walk = (limit: number) => {
    const seen: string[][] = [];
    let cursor: string | undefined;
    do {
      const { rows, nextCursor } = pageInOrder(codes, (c) => c, listPageRequest({ limit, cursor }));
      seen.push(rows);
      cursor = nextCursor ?? undefined;
    } while (cursor);
    return seen;
  };

  it('walks the list in its order, each item once, the last page without a cursor', () => {
    expect(walk(2)).toEqual([['PHP', 'AED'], ['AUD', 'CAD'], ['CNY']]);
    expect(walk(5)).toEqual([codes]);
    expect(walk(50)).toEqual([codes]);
  });

  it('refuses a cursor of another kind, and one whose item has left the list', () => {
    const { nextCursor } = pageInOrder(codes, (c) => c, listPageRequest({ limit: 1 }));
    expect(() => pageInOrder(['AED'], (c) => c, listPageRequest({ cursor: nextCursor! }))).toThrow(Refusal);
    expect(() => listPageRequest({ cursor: Buffer.from('2026-01-01T00:00:00.000Z|x').toString('base64url') })).toThrow(Refusal);
    expect(() => listPageRequest({ limit: 201 })).toThrow(Refusal);
  });
});
