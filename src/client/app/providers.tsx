import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../lib/auth-context.tsx';
import { useAppInit } from '../lib/use-app-init.ts';
import { ToasterOnDemand } from './toaster-on-demand.tsx';

function AppInit() {
  useAppInit();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppInit />
        {children}
        <ToasterOnDemand />
      </AuthProvider>
    </QueryClientProvider>
  );
}
