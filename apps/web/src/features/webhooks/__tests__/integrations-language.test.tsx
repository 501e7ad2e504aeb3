import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_STATUS_LABELS,
} from '@craftwork/domain/integrations/tokens';
import { WEBHOOK_EVENT_LABELS } from '@craftwork/domain/integrations/webhooks';
import {
  BY_COMPANY_LABELS,
  NO_SIGN_IN_LABELS,
  USAGE_COLUMN_LABELS,
  USAGE_TEXTS,
} from '@craftwork/domain/usage/usage-metrics';
import { i18n, switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { SignatureHelp } from '../components/signature-help';
import { WebhooksTab } from '../components/webhooks-tab';

const ERP = 'https://erp.example.com/hooks';
const ENDPOINT = {
  id: 'e1',
  url: ERP,
  description: '',
  events: ['task.status_changed'],
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: null,
};

describe('the webhooks tab in Polish', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the webhooks, their state, events and buttons from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({
      'webhooks/list': () => [ENDPOINT],
      'webhooks/listDeliveries': () => ({ items: [], total: 0, pageSize: 20 }),
    });
    renderWithProviders(<WebhooksTab />);
    const list = await screen.findByRole('list', { name: 'Webhooki' });
    const erp = within(list).getByRole('listitem', { name: `${ERP}, Aktywny` });
    expect(within(erp).getByText('Zmieniono status zadania')).toBeTruthy();
    expect(within(erp).getByText('Jeszcze żadnego')).toBeTruthy();
    expect(within(erp).getByRole('button', { name: `Wstrzymaj ${ERP}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj punkt końcowy' })).toBeTruthy();
  });
});

describe('the signature help in English', { timeout: 60_000 }, () => {
  it('keeps the signature help word for word', async () => {
    const { container } = renderWithProviders(<SignatureHelp />);
    await screen.findByText('Checking the signature');
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Read the header Craftwork-Signature: t=<unix seconds>,v1=<signature>.',
      'Compute the HMAC-SHA256, in hex, of <t>.<raw request body> with the whole secret (whsec_…) as the key.',
      'Accept the request only when it equals v1 (compare in constant time) and t is within 5 minutes of now.',
    ]);
    expect(container.querySelector('p')?.textContent).toBe(
      'Craftwork-Event names the event and Craftwork-Event-Id its id, the same on a replay, so repeats can be dropped. A delivery that is not answered with a 2xx code is tried again later.',
    );
    expect(container.querySelectorAll('code')).toHaveLength(8);
  });
});

describe('the English catalogue', () => {
  const t = i18n.getFixedT('en', 'integrations');
  it('words the domain’s labels as the domain does', () => {
    for (const [event, label] of Object.entries(WEBHOOK_EVENT_LABELS))
      expect(t(`webhooks.events.${event}` as 'webhooks.events.ping')).toBe(label);
    for (const [scope, label] of Object.entries(API_TOKEN_SCOPE_LABELS))
      expect(t(`apiTokens.scope.${scope}` as 'apiTokens.scope.read')).toBe(label);
    for (const [days, label] of Object.entries(API_TOKEN_EXPIRY_LABELS))
      expect(t(`apiTokens.expiry.${days}` as 'apiTokens.expiry.7')).toBe(label);
    for (const [status, label] of Object.entries(API_TOKEN_STATUS_LABELS))
      expect(t(`apiTokens.status.${status}` as 'apiTokens.status.active')).toBe(label);
    expect(t('apiTokens.list.revoked')).toBe(API_TOKEN_MESSAGES.revoked);
    for (const [field, label] of Object.entries(USAGE_COLUMN_LABELS))
      expect(t(`usage.columns.${field}` as 'usage.columns.name')).toBe(label);
    for (const [field, label] of Object.entries(BY_COMPANY_LABELS))
      expect(t(`usage.byCompany.columns.${field}` as 'usage.byCompany.columns.users')).toBe(label);
    expect(
      NO_SIGN_IN_LABELS.map(({ value }) =>
        value === null ? t('usage.noSignInAny') : t('usage.noSignInDays', { days: value }),
      ),
    ).toEqual(NO_SIGN_IN_LABELS.map(({ label }) => label));
    expect([
      t('usage.title'),
      t('usage.searchPlaceholder'),
      t('usage.noSignIn'),
      t('usage.company'),
      t('usage.byCompany.title'),
      t('usage.byCompany.noCompany'),
      t('usage.allCompanies'),
      t('usage.byCompany.empty'),
    ]).toEqual([
      USAGE_TEXTS.title,
      USAGE_TEXTS.searchPlaceholder,
      USAGE_TEXTS.noSignInLabel,
      USAGE_TEXTS.companyLabel,
      USAGE_TEXTS.byCompanyTitle,
      USAGE_TEXTS.noCompany,
      USAGE_TEXTS.allCompanies,
      USAGE_TEXTS.noByCompany,
    ]);
  });
});
