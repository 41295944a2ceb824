import { AppProviders } from './providers.tsx';
import { AppLayout } from './layout.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App() {
  return (
    <AppProviders>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
