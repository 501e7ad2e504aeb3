import type { Page } from '@playwright/test';
import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import { startTestIdp, type TestIdp } from '../../../apps/server/src/test/oidc-idp.ts';
import { DEMO_COMPANY_SIGN_IN } from '../../../apps/server/src/demo/refinery-identity.ts';
import {
  approveAsSiteAdmin,
  DEMO,
  expect,
  screenshot,
  signIn,
  signOut,
  test,
} from '../../fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
// Served without PUBLIC_URL, the app builds its redirect URL for http://localhost:<port>.
const APP = `http://localhost:${port}`;
// The provider listens on the port serve.ts lists in TRUSTED_ORIGINS (E2E_PORT + 9): a
// provider on loopback is fetched only when the operator lists its origin (decision 220).
const IDP_PORT = port + 9;
// serve.ts starts the demo site's identity provider on E2E_PORT + 8.
const DEMO_IDP_PORT = port + 8;

/** Unique to this run, so a rerun (or a retry) never meets a domain or person of an earlier one. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DOMAIN = `sso-journey-${run}.test`;
const PROVIDER = 'Acme Identity';
const PERSON = { sub: `jo-${run}`, email: `jo.${run}@${DOMAIN}`, name: `Jo Journey ${run}` };
const REMOVED = { sub: `sam-${run}`, email: `sam.${run}@${DOMAIN}`, name: `Sam Scim ${run}` };

let idp: TestIdp;

test.beforeAll(async () => {
  // Craftwork picks the provider id, and so the redirect URI, when the connection is saved.
  idp = await startTestIdp(`${APP}/api/auth/sso/callback/`, IDP_PORT);
  idp.users.set(PERSON.email, PERSON);
  idp.users.set(REMOVED.email, REMOVED);
});
test.afterAll(async () => {
  await idp.close();
});

// The demo site is connected to the demo identity provider at start (decision 230); this runs
// before the journey below, which connects the site to its own provider in its place.
test('on the demo site, a person of the refinery signs in with the demo identity provider and is a plant user at once', async ({
  page,
}) => {
  const person = DEMO_COMPANY_SIGN_IN.people[1];
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  const continueWith = page.getByRole('button', {
    name: `Continue with ${DEMO_COMPANY_SIGN_IN.providerName}`,
  });
  await expect(continueWith).toBeVisible();
  await continueWith.click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${DEMO_IDP_PORT}/interaction/`));
  await expect(
    page.getByRole('heading', { name: 'Refinery ID (demo identity provider)' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'demo-identity-provider-390');
  await page.getByRole('button', { name: `Sign in as ${person.name}` }).click();
  // Provisioned just in time as a plant user: the site's Dashboard, with their name in Cyrillic.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Demo Refinery');
  await page.goto('/user-info');
  await expect(page.getByText(person.name).first()).toBeVisible();
  await screenshot(page, 'demo-company-sign-in-user-info-390');
});

async function openCompanySignIn(admin: Page) {
  await admin.goto('/admin/integrations');
  await admin.getByRole('tab', { name: 'Company sign-in' }).click();
  await expect(admin).toHaveURL(/tab=sign-in/);
  const form = admin.getByRole('form', { name: 'Company sign-in' });
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  return form;
}

/** Signs the site admin in and connects the site to this run's provider for its domain. */
async function connectProvider(admin: Page) {
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/home$/);
  const form = await openCompanySignIn(admin);
  await form.getByRole('textbox', { name: 'Provider name' }).fill(PROVIDER);
  await form.getByRole('textbox', { name: 'Issuer URL' }).fill(idp.issuer);
  await form.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await form.getByLabel('Client secret').fill(idp.clientSecret);
  await form.getByRole('textbox', { name: 'E-mail domains' }).fill(DOMAIN);
  // A retry finds the connection of its first attempt, and the site first has the demo
  // provider's: password sign-in stays open here, and new people become applicants.
  await form.getByRole('checkbox', { name: /^SSO only/ }).uncheck();
  await form.getByRole('combobox', { name: 'New people' }).click();
  await admin.getByRole('option', { name: 'Become applicants (approve them under Users)' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Company sign-in saved.')).toBeVisible();
  // The redirect URL to register at the provider is shown once saved.
  await expect(form.getByText(`${APP}/api/auth/sso/callback/`)).toBeVisible();
  await expect(form.getByText('A secret is stored. Leave empty to keep it.')).toBeVisible();
  await expect(form.getByLabel('Client secret')).toHaveValue('');
}

/** The person continues with the provider from the sign-in page and signs in there. */
async function continueWithProvider(page: Page, person: typeof PERSON) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();
}

test('a person of a connected domain signs in through the company provider, is approved, and is then kept to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await test.step('the site admin connects the provider for the domain', async () => {
      await connectProvider(admin);
    });

    await test.step('signed out, the person continues with the provider', async () => {
      await page.goto('/login');
      const continueWith = page.getByRole('button', { name: `Continue with ${PROVIDER}` });
      await page.getByLabel('Email').fill('someone@craftwork.test');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(continueWith).toHaveCount(0);
      await page.getByLabel('Email').fill(PERSON.email);
      await expect(continueWith).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'company-sign-in-login-390');
      await page.setViewportSize({ width: 1280, height: 720 });
      await screenshot(page, 'company-sign-in-login-1280');

      await continueWith.click();
      await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
      await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(PERSON.email);
      await page.getByRole('button', { name: 'Sign in at the provider' }).click();
    });

    const waiting = page.getByRole('heading', { name: 'Waiting for admin approval' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await test.step('back in Craftwork, signed in as an applicant of the site', async () => {
      await expect(page).toHaveURL(/\/home$/);
      await expect(waiting).toBeVisible();
      await expect(page.getByText('Site Key: DEMO')).toBeVisible();
      await expect(navigation).toHaveCount(0);
    });

    await test.step('the site admin approves them under Users; the site opens to them', async () => {
      await approveAsSiteAdmin(browser, PERSON.name, { role: 'Plant User' });
      // The person's page follows without a reload: the site's Dashboard, with its menu.
      await expect(waiting).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('banner')).toContainText('Demo Refinery');
    });

    await test.step('with SSO only on, a password sign-in of the domain is refused', async () => {
      const form = await openCompanySignIn(admin);
      await expect(form.getByRole('textbox', { name: 'Provider name' })).toHaveValue(PROVIDER);
      await form.getByRole('checkbox', { name: /^SSO only/ }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Company sign-in saved.')).toBeVisible();

      await signOut(page);
      await page.getByLabel('Email').fill(PERSON.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Any-password-1');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText(SSO_MESSAGES.ssoRequired(PROVIDER));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: `Continue with ${PROVIDER}` })).toBeVisible();
    });
  } finally {
    await adminContext.close();
  }
});

test('removed at the provider through SCIM, a person is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    let token = '';
    await test.step('the site admin makes the SCIM token, shown once', async () => {
      await connectProvider(admin);
      const section = admin.getByRole('region', { name: 'Provisioning (SCIM)' });
      await expect(section.getByLabel('SCIM base URL (Tenant URL)')).toHaveValue(`${APP}/scim/v2`);
      // A retry finds its first attempt's token: replacing it asks first.
      const replace = section.getByRole('button', { name: 'Replace token' });
      if (await replace.isVisible()) {
        await replace.click();
        await admin
          .getByRole('dialog', { name: 'Replace the SCIM token?' })
          .getByRole('button', { name: 'Replace token' })
          .click();
      } else {
        await section.getByRole('button', { name: 'Make token' }).click();
      }
      const shown = admin.getByRole('dialog', { name: 'SCIM token' });
      token = await shown.getByLabel('Secret token').inputValue();
      expect(token).toMatch(/^cwscim_/);
      await admin.setViewportSize({ width: 390, height: 844 });
      await screenshot(admin, 'scim-token-390');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(section.getByText(/^Token cwscim_\S+…, made \d\d\/\d\d\/\d{4}$/)).toBeVisible();
      await screenshot(admin, 'scim-section-390');
    });

    await test.step('the person signs in through the provider and waits for approval', async () => {
      await continueWithProvider(page, REMOVED);
      await expect(page.getByRole('heading', { name: 'Waiting for admin approval' })).toBeVisible();
    });

    await test.step('the provider deactivates them as Entra ID does; their session ends', async () => {
      const headers = { authorization: `Bearer ${token}` };
      const created = await request.post(`${APP}/scim/v2/Users`, {
        headers,
        data: {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
          userName: REMOVED.email,
          active: true,
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const patched = await request.patch(`${APP}/scim/v2/Users/${id}`, {
        headers,
        data: {
          schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
          Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
        },
      });
      expect(patched.status()).toBe(200);
      await page.reload();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  } finally {
    await adminContext.close();
  }
});
