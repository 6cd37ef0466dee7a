import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api';
import { adminQueryDefaults } from './keys';

/** An admin endpoint's data, checked against `schema`, cached by the admin pages' rules. */
export const adminQuery = <const K extends readonly unknown[], T>(
  queryKey: K,
  url: string,
  schema: z.ZodType<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => schema.parse(await apiRequest<unknown>(url, { signal })),
    ...adminQueryDefaults,
  });
