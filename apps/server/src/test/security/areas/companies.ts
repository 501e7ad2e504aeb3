import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { COMPANY_MESSAGES } from '@craftwork/domain/admin/companies';
import { file, none, siteAdmins, tinyPng, type MatrixArea } from '../matrix-kit.ts';
import type { MatrixWorld, Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/**
 * The companies procedures' rows: site admins only. Edits keep company A as the fixture made
 * it (so every call may repeat); deleting it, which site users belong to, meets the in-use
 * refusal (its success is in companies.integration.test.ts).
 */
export const companiesArea: MatrixArea = {
  rows: {
    'companies.list': { access: siteAdmins, input: none },
    'companies.create': {
      access: siteAdmins,
      // A new company would show in every list of companies the core rows check: taking
      // company A's name meets the duplicate-name refusal (creating is in the module's tests).
      input: () => ({ name: 'company a', craftTypes: [10] }),
      refusals: [{ code: 'CONFLICT', message: COMPANY_MESSAGES.duplicateName }],
    },
    'companies.update': {
      access: siteAdmins,
      input: (w, p) => ({
        id: siteOf(w, p).companyA,
        name: 'Company A',
        craftTypes: [10],
        mainPointOfContact: null,
      }),
    },
    'companies.delete': {
      access: siteAdmins,
      input: (w, p) => ({ id: siteOf(w, p).companyA }),
      refusals: [{ code: 'CONFLICT', reason: ERROR_REASONS.inUse }],
    },
    'companies.setLogo': {
      access: siteAdmins,
      input: (w, p) => ({
        id: siteOf(w, p).companyA,
        file: file('logo.png', 'image/png', tinyPng()),
      }),
    },
    'companies.removeLogo': {
      access: siteAdmins,
      input: (w, p) => ({ id: siteOf(w, p).companyA }),
    },
  },
  takeNoId: ['companies.list', 'companies.create'],
};
