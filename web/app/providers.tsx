import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { UserDataProvider } from '../features/user-data/components/user-data-provider';
import { AppToaster } from './app-toaster';
import { queryClient } from './query-client';
import { UserDataSessionSync } from './user-data-session-sync';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserDataProvider>
        <UserDataSessionSync />
        {children}
      </UserDataProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
