import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { checklistTemplates, taskChecklists } from '../../../db/schema.ts';
import {
  approvedMembers,
  recordViewers,
  siteAdmins,
  taskUpdaters,
  unique,
  type MatrixArea,
} from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/**
 * Checklist templates are read by every approved member and changed by site admins and users
 * of a company with the Checklists craft type (none in the matrix sites). A task's checklist
 * (its template, its answers, corrective tasks, signatures) follows the task's visibility.
 */
const own = {} as Record<
  Principal,
  { templateId: string; toDeleteId: string; signatureId: string; signature: string }
>;

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

const ITEMS = [
  { id: 'guard', kind: 'yesNo' as const, label: 'Guardrails in place', required: true },
];

/** A small drawn line on a transparent background, as the signature pad sends it. */
async function inkedPng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><path d="M2 10 L58 12" stroke="black" stroke-width="3"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const checklistsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    const signature = await inkedPng();
    for (const p of PRINCIPALS) {
      const siteKey = siteOf(w, p).siteKey;
      const ids = { templateId: randomUUID(), toDeleteId: randomUUID() };
      await db.insert(checklistTemplates).values([
        { id: ids.templateId, siteKey, name: `Checklist of ${p}`, items: ITEMS },
        { id: ids.toDeleteId, siteKey, name: `Deletable checklist of ${p}`, items: ITEMS },
      ]);
      // The principal's task holds answers with a failed item (a corrective task's source).
      await db.insert(taskChecklists).values({
        taskId: w.mine[p].taskId,
        siteKey,
        templateId: ids.templateId,
        templateName: `Checklist of ${p}`,
        items: ITEMS,
        answers: { guard: false },
      });
      const admin = p === 'otherSite' ? w.clients.otherSite : w.clients.siteAdmin;
      const { signatureId } = await admin.rpc.checklists.uploadSignature({
        taskId: w.mine[p].taskId,
        signature,
      });
      own[p] = { ...ids, signatureId, signature };
    }
  },
  takeNoId: [
    'checklists.list',
    'checklists.get',
    'checklists.create',
    'checklists.update',
    'checklists.delete',
  ],
  rows: {
    'checklists.list': { access: approvedMembers, input: () => undefined },
    'checklists.get': { access: approvedMembers, input: (_w, p) => ({ id: own[p].templateId }) },
    'checklists.create': {
      access: siteAdmins,
      input: () => ({ name: `Round ${unique()}`, items: ITEMS, taskTypes: [] }),
    },
    'checklists.update': {
      access: siteAdmins,
      input: (_w, p) => ({
        id: own[p].templateId,
        name: `Checklist of ${p}`,
        description: `changed ${unique()}`,
        items: ITEMS,
        taskTypes: [],
      }),
    },
    'checklists.delete': { access: siteAdmins, input: (_w, p) => ({ id: own[p].toDeleteId }) },
    'checklists.forTask': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId }),
    },
    'checklists.createCorrectiveTask': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId, itemId: 'guard' }),
    },
    'checklists.uploadSignature': {
      access: taskUpdaters,
      input: (w, p) => ({ taskId: w.mine[p].taskId, signature: own[p].signature }),
    },
    'checklists.signature': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId, signatureId: own[p].signatureId }),
    },
  },
};
