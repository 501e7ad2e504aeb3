import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

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
