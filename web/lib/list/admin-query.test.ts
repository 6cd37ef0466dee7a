import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#common/contracts/endpoint';
import { adminList } from './admin-query';

const things = endpoint({
  method: 'GET',
  path: '/api/admin/things',
  summary: 'A test list.',
  query: z.object({
    q: z.string().catch(''),
    sort: z.enum(['name', 'date']).catch('date'),
    page: z.coerce.number().catch(1),
  }),
  response: z.object({ rows: z.array(z.string()), total: z.number() }),
});

const list = adminList({ contract: things, key: (query) => ['things', query] as const });
const read = (query: (typeof list)['defaults']) =>
  new QueryClient().fetchQuery({ ...list.queryOptions(query), retry: false });

describe('a staff list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks its contract's path with only what differs from the defaults", async () => {
    const fetchMock = vi.fn(async (_path: string) => Response.json({ rows: ['a'], total: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read({ ...list.defaults, q: 'coil & loop', page: 2 })).toEqual({
      rows: ['a'],
      total: 1,
    });
    expect(await read(list.defaults)).toEqual({ rows: ['a'], total: 1 });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/things?q=coil+%26+loop&page=2',
      '/api/admin/things',
    ]);
  });

  it('refuses a page its contract does not describe', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ rows: 'a' }));
    await expect(read(list.defaults)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
