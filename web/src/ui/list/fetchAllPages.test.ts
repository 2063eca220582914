import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetchAllPages.ts';

const rows = Array.from({ length: 59 }, (_, i) => i + 1);

describe('fetchAllPages', () => {
  it('reads every page of the filter, in order, the largest page at a time', async () => {
    const fetchPage = vi.fn(async (offset: number, limit: number) => ({
      data: rows.slice(offset, offset + limit),
      total: rows.length,
    }));
    expect(await fetchAllPages(fetchPage, 20)).toEqual(rows);
    expect(fetchPage.mock.calls).toEqual([
      [0, 20],
      [20, 20],
      [40, 20],
    ]);
  });

  it('stops on an empty page when rows disappear meanwhile, and on an empty list', async () => {
    const shrinking = vi.fn(async (offset: number) => ({
      data: offset === 0 ? rows.slice(0, 20) : [],
      total: 59,
    }));
    expect(await fetchAllPages(shrinking, 20)).toHaveLength(20);
    expect(shrinking).toHaveBeenCalledTimes(2);
    expect(await fetchAllPages(async () => ({ data: [], total: 0 }), 20)).toEqual([]);
  });

  it('fails as the page it could not read fails', async () => {
    const failing = async (offset: number) => {
      if (offset > 0) throw new Error('réseau');
      return { data: rows.slice(0, 20), total: 59 };
    };
    await expect(fetchAllPages(failing, 20)).rejects.toThrow('réseau');
  });
});
