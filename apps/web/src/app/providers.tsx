import { useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { SnackbarProvider } from '../components/ui/snackbar-provider';
import { createQueryClient } from '../lib/query-client';
import { seedFirstScreen } from '../lib/first-screen';
import { useSystemConfig } from '../lib/me';
import { OfflineCacheContext } from '../lib/offline-cache/context';
import { browserOfflineCache, type TOfflineCache } from '../lib/offline-cache/offline-cache';
import { themeForBrand } from '../lib/theme';
import { DirectionStyles, useDirection, useDocumentLanguage } from '../lib/i18n/direction';
import { useMuiLocale } from '../lib/i18n/mui-locale';

function BrandTheme({ children }: { children: ReactNode }) {
  const config = useSystemConfig();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const direction = useDirection();
  const locale = useMuiLocale(useDocumentLanguage());
  return (
    <DirectionStyles>
      <ThemeProvider theme={themeForBrand(config.data?.brand, reducedMotion, direction, locale)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </DirectionStyles>
  );
}

/** The query client, restored from the device's offline cache first when there is one. */
function QueryProvider({
  client,
  offlineCache,
  children,
}: {
  client: QueryClient;
  offlineCache: TOfflineCache | null;
  children: ReactNode;
}) {
  useEffect(() => offlineCache?.follow(client), [client, offlineCache]);
  if (!offlineCache) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <OfflineCacheContext.Provider value={offlineCache}>
      <PersistQueryClientProvider client={client} persistOptions={offlineCache.persistOptions}>
        {children}
      </PersistQueryClientProvider>
    </OfflineCacheContext.Provider>
  );
}

/** The app's own client starts with the first data the server sent in the page, if any. */
function seeded(client: QueryClient): QueryClient {
  seedFirstScreen(client);
  return client;
}

export function AppProviders({
  children,
  queryClient,
  offlineCache,
}: {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
  /** The device's cache for offline reads; by default the browser's for the app's own client. */
  offlineCache?: TOfflineCache | null;
}) {
  const [client] = useState(() => queryClient ?? seeded(createQueryClient()));
  const [cache] = useState(() =>
    offlineCache !== undefined ? offlineCache : queryClient ? null : browserOfflineCache(),
  );
  return (
    <QueryProvider client={client} offlineCache={cache}>
      <BrandTheme>
        <SnackbarProvider>{children}</SnackbarProvider>
      </BrandTheme>
    </QueryProvider>
  );
}
