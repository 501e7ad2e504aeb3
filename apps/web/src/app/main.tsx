import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { registerServiceWorker } from '../features/app-update/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createAppRouter();

const root = createRoot(container);
// The first render as a transition: React renders it in slices and gives the page back between
// them, rather than in one long task a phone's input and paint would wait behind (issue 36).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

void registerServiceWorker();
