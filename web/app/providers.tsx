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
        One toast at a time (spec 01 §9), at the top under the header: never over a dialog's
        actions, which sit at its foot, nor over the mobile keyboard.
      */}
      <Toaster
        position="top-center"
        visibleToasts={1}
        richColors
        closeButton
        offset={{ top: 72 }}
        mobileOffset={{ top: 64 }}
      />
    </QueryClientProvider>
  );
}
