/** Build-time settings of the web app, read once. */
export const env = {
  isDev: import.meta.env.DEV,
  isTest: import.meta.env.MODE === 'test',
  /** Where the RPC endpoint lives; same origin as the page. */
  rpcUrl: () => `${window.location.origin}/rpc`,
  authBasePath: '/api/auth',
  livePath: '/api/live',
} as const;
