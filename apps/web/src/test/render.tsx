import type { ReactElement, ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type RouteObject,
  parsePath,
} from 'react-router';
import { AppProviders } from '../app/providers';
import {
  meQueryOptions,
  systemConfigQueryOptions,
  type TMe,
  type TSiteContext,
  type TSystemConfig,
} from '../lib/session';
import { NO_PERMISSIONS, type TPermissions } from '@craftwork/domain/access/permissions';

export const TEST_CONFIG: TSystemConfig = {
  brand: 'craftwork',
  helpCenterUrl: 'https://help.example.com',
  version: '1.9.0',
  customerAppUrl: null,
};

/** A query client holding the given session, never refetching it by itself. */
export function createTestQueryClient({
  me = null,
  config = TEST_CONFIG,
}: { me?: TMe | null; config?: TSystemConfig } = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(meQueryOptions().queryKey, me);
  queryClient.setQueryData(systemConfigQueryOptions().queryKey, config);
  return queryClient;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    queryClient = createTestQueryClient(),
    path = '/',
    state,
  }: { queryClient?: QueryClient; path?: string; state?: unknown } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

export function renderRoutes(
  routes: RouteObject[],
  { queryClient = createTestQueryClient(), path = '/' } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...result };
}

export function testSite(
  overrides: { permissions?: Partial<TPermissions> } & Partial<Omit<TSiteContext, 'siteUser'>> = {},
): TSiteContext {
  const { permissions, ...rest } = overrides;
  return {
    siteKey: 'PLANT1',
    name: 'North Plant',
    timezone: 'America/Chicago',
    validCraftTypes: [10, 20],
    validTaskTypes: [],
    validTaskStatusCodes: [20, 30, 40, 90],
    customizations: {},
    latitude: null,
    longitude: null,
    managingCompanyId: null,
    defaultLanguage: 'en',
    siteUser: {
      approved: true,
      companyId: null,
      companyName: null,
      permissions: { ...NO_PERMISSIONS, ...permissions },
    },
    company: null,
    locations: [],
    ...rest,
  };
}

export function testMe(site: TSiteContext | null = testSite()): TMe {
  const siteRef = site ? { siteKey: site.siteKey, name: site.name, approved: true } : null;
  return {
    user: {
      id: 'user-1',
      email: 'pat@example.com',
      emailVerified: true,
      displayName: 'Pat Foreman',
      companyName: 'Acme Scaffolding',
      department: 'Maintenance',
      jobTitle: 'Foreman',
      phone: '555-0100',
      photoUrl: null,
      hasProfilePhoto: false,
      defaultSiteKey: siteRef?.siteKey ?? null,
      receiveNotifications: true,
      language: null,
    },
    sites: siteRef ? [siteRef] : [],
    defaultSite: siteRef,
    site,
  };
}
