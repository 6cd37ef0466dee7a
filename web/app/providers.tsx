import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { UserDataProvider } from '../features/user-data/components/user-data-provider';
import { queryClient } from './query-client';
import { UserDataSessionSync } from './user-data-session-sync';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserDataProvider>
        <UserDataSessionSync />
        {children}
      </UserDataProvider>
      {/*
        Bottom right, above the back-to-top button: a toast never covers the header's menus or
        a page's heading and first controls.
      */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        offset={{ bottom: 80, right: 16 }}
        mobileOffset={{ bottom: 72 }}
      />
    </QueryClientProvider>
  );
}
