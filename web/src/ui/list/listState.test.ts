import { describe, expect, it } from 'vitest';
import { pageRequest, readListState, writeListState, type ListConfig } from './listState.ts';

const CONFIG: ListConfig<'name' | 'createdAt', 'search' | 'team'> = {
  pageSize: 25,
  pageSizes: [25, 50, 100],
  defaultSort: { field: 'name', direction: 'asc' },
  sortFields: ['name', 'createdAt'],
  filters: ['search', 'team'],
};
const read = (query: string) => readListState(new URLSearchParams(query), CONFIG);

describe('a list in the address', () => {
  it('reads the page, size, sort and filters a shared link carries', () => {
    expect(read('page=3&size=50&sort=createdAt&order=desc&search=lé&team=2')).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'createdAt', direction: 'desc' },
      filters: { search: 'lé', team: '2' },
    });
    expect(pageRequest(read('page=3&size=50'))).toEqual({ offset: 100, limit: 50 });
  });

  it('falls back to the defaults for what it cannot read', () => {
    const defaults = {
      page: 1,
      pageSize: 25,
      sort: { field: 'name', direction: 'asc' },
      filters: { search: '', team: '' },
    };
    expect(read('')).toEqual(defaults);
    for (const query of ['page=0', 'page=-2', 'page=2.5', 'page=1e3', 'page=abc', 'page=02']) {
      expect(read(query).page, query).toBe(1);
    }
    expect(read('size=30').pageSize).toBe(25);
    expect(read('size=1000').pageSize).toBe(25);
    expect(read('sort=pin&order=desc').sort).toEqual({ field: 'name', direction: 'asc' });
    expect(read('sort=createdAt&order=up').sort).toEqual({ field: 'createdAt', direction: 'asc' });
  });

  it('writes only what differs from the defaults, and keeps the parameters of others', () => {
    const params = new URLSearchParams('dialog=new');
    const written = writeListState(params, CONFIG, {
      page: 2,
      sort: { field: 'createdAt', direction: 'desc' },
    });
    expect(written.toString()).toBe('dialog=new&page=2&sort=createdAt&order=desc');
    const back = writeListState(written, CONFIG, {
      page: 1,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(back.toString()).toBe('dialog=new');
    expect(read(written.toString())).toMatchObject({ page: 2, sort: { field: 'createdAt' } });
  });

  it('goes back to page 1 when the filters, the sort or the size change, not for the page itself', () => {
    const on3 = new URLSearchParams('page=3&search=a');
    expect(writeListState(on3, CONFIG, { filters: { search: 'ab' } }).get('page')).toBeNull();
    expect(writeListState(on3, CONFIG, { pageSize: 50 }).get('page')).toBeNull();
    expect(
      writeListState(on3, CONFIG, { sort: { field: 'name', direction: 'desc' } }).get('page'),
    ).toBeNull();
    // The same value again is no change: the page stays.
    expect(writeListState(on3, CONFIG, { filters: { search: 'a' } }).get('page')).toBe('3');
    expect(writeListState(on3, CONFIG, { page: 4 }).get('page')).toBe('4');
    // An emptied filter leaves the address.
    expect(writeListState(on3, CONFIG, { filters: { search: '' } }).has('search')).toBe(false);
  });
});
