/**
 * TEMPORARY: the agreed server contract, written by hand so the web app typechecks before
 * `@craftwork/server/router` exists. Replaced by `RouterClient<AppRouter>` in rpc.ts.
 */
import type { Client } from '@orpc/client';

type C<I, O> = Client<Record<never, never>, I, O, Error>;

type TSiteRef = { siteKey: string; name: string; approved: boolean };

export type TContractRouterClient = {
  system: { config: C<void, { brand: string; helpCenterUrl: string; version: string; customerAppUrl: string | null }> };
  session: {
    me: C<
      void,
      null | {
        user: {
          id: string;
          email: string;
          emailVerified: boolean;
          displayName: string;
          companyName: string;
          department: string;
          jobTitle: string;
          phone: string;
          photoUrl: string | null;
          defaultSiteKey: string | null;
          receiveNotifications: boolean;
        };
        sites: TSiteRef[];
        defaultSite: TSiteRef | null;
        site: null | {
          siteKey: string;
          name: string;
          timezone: string;
          validCraftTypes: number[];
          validTaskTypes: number[];
          validTaskStatusCodes: number[];
          customizations: Record<string, unknown>;
          latitude: number | null;
          longitude: number | null;
          siteUser: {
            approved: true;
            companyId: string | null;
            companyName: string | null;
            permissions: Record<string, boolean>;
          };
          company: null | { id: string; name: string; craftTypes: number[] };
          locations: { id: string; title: string; department: string | null; selected: boolean }[];
        };
      }
    >;
  };
  account: {
    createAccount: C<
      { displayName: string; email: string; password: string; companyName: string; department: string; jobTitle: string; phone: string },
      { userId: string }
    >;
    sendVerificationLink: C<{ version: string }, { ok: true }>;
    sendPasswordResetLink: C<{ email: string; version: string }, { ok: true }>;
    resetPassword: C<{ token: string; newPassword: string }, { ok: true }>;
  };
  profile: {
    updatePhone: C<{ phone: string }, { ok: true }>;
    setNotifications: C<{ receiveNotifications: boolean }, { ok: true }>;
    setDefaultSite: C<{ siteKey: string }, { ok: true }>;
    setUserLocations: C<{ locationIds: string[] }, { ok: true }>;
  };
  sites: {
    applyToSiteKey: C<{ siteKey: string }, { ok: true }>;
    listPendingUsers: C<void, { userId: string; displayName: string; email: string; companyName: string; appliedAt: string }[]>;
    approveUser: C<
      { userId: string; preset: 'foreman' | 'plantUser' | 'siteAdmin' | null; companyId: string | null },
      { ok: true }
    >;
    listCompanies: C<void, { id: string; name: string; craftTypes: number[] }[]>;
  };
  download: {
    sendAppDownloadCodeLink: C<{ platform: 'ios' | 'android'; code: string | null; version: string }, { ok: true }>;
  };
};
