/** Where the web app finds its server: always the page's own origin. */
export const env = {
  rpcUrl: () => `${window.location.origin}/rpc`,
  authBasePath: '/api/auth',
  livePath: '/api/live',
} as const;

/** The build's Vite variables (VITE_*): the one place the web app reads them. */
export const buildVars: Readonly<Record<string, unknown>> = import.meta.env;
