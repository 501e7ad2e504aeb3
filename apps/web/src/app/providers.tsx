import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from '../components/ui/snackbar-provider';
import { createQueryClient } from '../lib/query-client';
import { useSystemConfig } from '../lib/me';
import { themeForBrand } from '../lib/theme';

function BrandTheme({ children }: { children: ReactNode }) {
  const config = useSystemConfig();
  return (
    <ThemeProvider theme={themeForBrand(config.data?.brand)}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrandTheme>
        <SnackbarProvider>{children}</SnackbarProvider>
      </BrandTheme>
    </QueryClientProvider>
  );
}
