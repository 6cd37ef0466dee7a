import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IdleSignOut } from '../features/auth/components/idle-sign-out';
import { UserDataProvider } from '../features/user-data/components/user-data-provider';
import { AppToaster } from './app-toaster';
import { queryClient } from './query-client';
import { UserDataSessionSync } from './user-data-session-sync';

export function Providers({
  client = queryClient,
  children,
}: {
  /** The browser's one cache by default; a server render brings its own per request. */
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <UserDataProvider>
        <UserDataSessionSync />
        <IdleSignOut />
        {children}
      </UserDataProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
