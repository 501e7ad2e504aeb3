/** Where the web app finds its server: always the page's own origin. */
export const env = {
  rpcUrl: () => `${window.location.origin}/rpc`,
  authBasePath: '/api/auth',
  livePath: '/api/live',
} as const;
