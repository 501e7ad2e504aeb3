import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadCatalogue, NAMESPACES } from '../lib/i18n/i18n';

// Lazy screens load slowly on a busy two-core machine: wait up to 10 s for them to appear.
configure({ asyncUtilTimeout: 10_000 });

// The app talks to its server over fetch; tests never reach a real one.
vi.stubGlobal(
  'fetch',
  vi.fn(async () => {
    throw new TypeError('Network access is disabled in web tests.');
  }),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Every screen's English texts are there before a test renders it, as after its first visit.
await Promise.all(NAMESPACES.map((ns) => loadCatalogue('en', ns)));
