import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';
// Captures the browser's install offer from the first moment, before the navigation bar loads.
import './app/nav/use-install-prompt.ts';
import { startNetworkStatus } from './app/pwa/network-status.ts';
import { registerServiceWorker } from './app/pwa/register-service-worker.ts';
import { prefetchRouteData } from './app/prefetch-route-data.ts';
import { preloadScreen } from './app/preload-screen.ts';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

startNetworkStatus();
registerServiceWorker();
prefetchRouteData(queryClient, window.location);
preloadScreen(window.location.pathname);

const root = createRoot(container);
// A transition renders in 5 ms slices, so the first render never blocks input for long.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
