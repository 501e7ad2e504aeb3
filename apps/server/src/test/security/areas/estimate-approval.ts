import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import { PNG } from 'pngjs';
import { customers } from '../../../db/schema.ts';
import { everyone, type MatrixArea } from '../matrix-kit.ts';
import { addMatrixEstimate } from './estimates.ts';

/** The public approval page: anyone holding a valid link, signed in or not, of any site. */
const anyone = everyone('allow');

const tokens = { get: '', approve: '', requestChanges: '' };

function drawnSignature(): string {
  const png = new PNG({ width: 60, height: 20 });
  for (let x = 5; x < 55; x++) png.data[((png.width * 10 + x) << 2) + 3] = 255;
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** Once answered, the link shows the answer and takes no second one. */
const used = [{ code: 'CONFLICT', message: ESTIMATE_MESSAGES.linkUsed }] as const;

export const estimateApprovalArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    const customerId = randomUUID();
    await db.insert(customers).values({
      id: customerId,
      siteKey: w.site.siteKey,
      name: 'Approval customer',
      email: 'approval@matrix.test',
    });
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const token = randomBytes(32).toString('base64url');
      await addMatrixEstimate(db, w.site.siteKey, customerId, 'sent', {
        approvalTokenHash: createHash('sha256').update(token).digest('hex'),
        approvalExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      tokens[key] = token;
    }
  },
  takeNoId: ['estimateApproval.get', 'estimateApproval.approve', 'estimateApproval.requestChanges'],
  rows: {
    'estimateApproval.get': { access: anyone, input: () => ({ token: tokens.get }) },
    'estimateApproval.approve': {
      access: anyone,
      input: () => ({
        token: tokens.approve,
        name: 'Matrix Customer',
        signature: drawnSignature(),
        acceptTerms: true,
      }),
      refusals: used,
    },
    'estimateApproval.requestChanges': {
      access: anyone,
      input: () => ({ token: tokens.requestChanges, comment: 'Fewer bays, please.' }),
      refusals: used,
    },
  },
};
