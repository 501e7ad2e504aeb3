import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { describeDemoAssets } from './assets.ts';
import { seedFeedbackAndAudit } from './feedback-audit.ts';
import { seedDemoBilling } from './billing.ts';
import { seedDemoChecklists } from './checklists.ts';
import { seedDemoInventory } from './inventory.ts';
import { seedDemoUserActivity } from './users.ts';
import { seedDemoSignIns } from './usage-metrics.ts';
import { seedDemoKpiTemplates } from './kpi-templates.ts';
import { seedDemoReports } from './reports.ts';
import { seedDemoKpiHistory } from './kpi-history.ts';
import { seedDemoScaffoldTags } from './scaffold-tags.ts';
import { seedDemoScaffoldWaiting } from './scaffold-waiting.ts';
import { seedDemoInspections } from './inspections.ts';
import { seedDemoCompliance } from './compliance.ts';
import { seedDemoApiTokens } from './api-tokens.ts';
import { seedDemoWebhooks } from './webhooks.ts';
import type { Database } from '../db/client.ts';
import { assets, companies, locations, sites, userLocations, users } from '../db/schema.ts';
import { addMember, createSite, createVerifiedUser } from '../modules/sites/index.ts';
import { COMPANY_SPECS, DEMO_ASSETS, DEMO_CRAFT_TYPES, LOCATION_NAMES } from './site-names.ts';
import { seedWork } from './work.ts';

export const DEMO_SITE_KEY = 'DEMO';
export const OTHER_DEMO_SITE_KEY = 'NORTH';
export const DEMO_PASSWORD = 'craftwork-demo';

export type SeededDemo = { password: string; accounts: { role: string; email: string }[] };

/**
 * The demo site: 8 locations, 4 companies, one user per role, 200 craft records of several
 * craft types and 1,000 tasks across every status; and a second site, to show isolation.
 */
export async function seedDemo(
  db: Database,
  now = new Date(),
  options: { kpiHistory?: boolean } = {},
): Promise<SeededDemo> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: SeededDemo['accounts'] = [];
  await db.transaction(async (tx) => {
    await createSite(tx, {
      siteKey: DEMO_SITE_KEY,
      name: 'Demo Refinery',
      timezone: 'America/Chicago',
      latitude: 29.7355,
      longitude: -95.2127,
      validCraftTypes: DEMO_CRAFT_TYPES,
      customizations: {
        inventoryEnabled: true,
        assignedToEnabled: true,
        reportTemplatesEnabled: true,
        craftDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' },
            workOrder: { key: 'workOrder', title: 'Work Order', type: 'string' },
            jobID: { key: 'jobID', title: 'Job ID', type: 'string' },
            purchaseOrder: { key: 'purchaseOrder', title: 'PO & Release #', type: 'string' },
            legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' },
          },
        },
        // Urgent scaffold installations and modifications go through an estimate.
        awaitingEstimateEnabled: [
          { craftType: CRAFT_TYPE.SCAFFOLDING, taskType: TASK_TYPE.INSTALLATION },
          { craftType: CRAFT_TYPE.SCAFFOLDING, taskType: TASK_TYPE.MODIFICATION },
        ],
        // A scaffold inspection's findings (result, restrictions, the inspector's role, risks) are
        // its status dialog's Inspection tab, one record the tag page follows (issue 32 #10,
        // decision 193); the details add only who witnessed it.
        taskSpecificDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            [TASK_TYPE.INSPECTION]: [
              {
                key: 'witnesses',
                title: 'Witnesses',
                type: 'multiple-uid',
                onTaskStatus: [TASK_STATUS.COMPLETE],
              },
            ],
          },
        },
      },
    });
    const locationRows = LOCATION_NAMES.map(([title, department], i) => ({
      id: randomUUID(),
      title,
      department,
      i,
    }));
    const locationIds = locationRows.map((l) => l.id);
    await tx.insert(locations).values(
      locationRows.map(({ id, title, department, i }) => ({
        id,
        siteKey: DEMO_SITE_KEY,
        title,
        department,
        latitude: 29.7355 + (i % 4) * 0.0012,
        longitude: -95.2127 + Math.floor(i / 4) * 0.0015,
      })),
    );
    const companyRows = COMPANY_SPECS.map((c) => ({
      id: randomUUID(),
      siteKey: DEMO_SITE_KEY,
      name: c.name,
      craftTypes: c.craftTypes,
    }));
    await tx.insert(companies).values(companyRows);
    await tx.insert(assets).values(
      DEMO_ASSETS.map(([customId, title], i) => ({
        id: randomUUID(),
        siteKey: DEMO_SITE_KEY,
        customId,
        title,
        locationId: locationIds[i % locationIds.length] ?? null,
      })),
    );
    await describeDemoAssets(tx, { siteKey: DEMO_SITE_KEY });
    const companyIds = companyRows.map((c) => c.id);
    const [companyA, companyB] = companyIds as [string, string];

    const contractor: TPermissions = {
      ...PERMISSION_PRESETS.foreman,
      canRouteAwaiting: false,
      canUpdateCraftRecords: false,
    };
    const people: {
      role: string;
      local: string;
      name: string;
      job: string;
      company: string | null;
      permissions: TPermissions | null;
    }[] = [
      {
        role: 'Site admin',
        local: 'admin',
        name: 'Alex Admin',
        job: 'Site Administrator',
        company: null,
        permissions: PERMISSION_PRESETS.siteAdmin,
      },
      {
        role: 'Plant user',
        local: 'plant',
        name: 'Pat Plant',
        job: 'Area Supervisor',
        company: null,
        permissions: PERMISSION_PRESETS.plantUser,
      },
      {
        role: 'Foreman (Apex)',
        local: 'foreman',
        name: 'Frankie Foreman',
        job: 'Scaffold Foreman',
        company: companyA,
        permissions: PERMISSION_PRESETS.foreman,
      },
      {
        role: 'Contractor (Apex)',
        local: 'contractor.a',
        name: 'Casey Apex',
        job: 'Scaffold Builder',
        company: companyA,
        permissions: contractor,
      },
      {
        role: 'Contractor (Brightline)',
        local: 'contractor.b',
        name: 'Bailey Bright',
        job: 'Painter',
        company: companyB,
        permissions: contractor,
      },
      {
        role: 'Applicant (not approved)',
        local: 'applicant',
        name: 'Jordan Applicant',
        job: 'Helper',
        company: null,
        permissions: null,
      },
    ];
    const userIds: string[] = [];
    for (const person of people) {
      const email = `${person.local}@craftwork.demo`;
      const companyName = companyRows.find((c) => c.id === person.company)?.name ?? 'Demo Refinery';
      const userId = await createVerifiedUser(
        tx,
        {
          email,
          password: DEMO_PASSWORD,
          displayName: person.name,
          companyName,
          department: 'Maintenance',
          jobTitle: person.job,
          phone: '555-0100',
        },
        passwordHash,
      );
      userIds.push(userId);
      await addMember(tx, {
        siteKey: DEMO_SITE_KEY,
        userId,
        approved: person.permissions !== null,
        permissions: person.permissions ?? undefined,
        companyId: person.company,
      });
      if (person.permissions) {
        await tx.insert(userLocations).values(
          locationIds.map((locationId) => ({
            siteKey: DEMO_SITE_KEY,
            userId,
            locationId,
            value: true,
          })),
        );
      }
      accounts.push({ role: person.role, email });
    }

    await seedWork(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      locationIds,
      companyIds,
      creatorIds: userIds.slice(0, 5),
    });
    await seedDemoUserActivity(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoSignIns(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoKpiTemplates(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoReports(tx, { siteKey: DEMO_SITE_KEY, now });
    const idOf = async (local: string) => {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${local}@craftwork.demo`));
      if (!row) throw new Error(`the demo has no ${local}`);
      return row.id;
    };
    await seedFeedbackAndAudit(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      people: {
        admin: await idOf('admin'),
        foreman: await idOf('foreman'),
        contractor: await idOf('contractor.a'),
        plant: await idOf('plant'),
      },
    });
    await seedDemoInventory(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoBilling(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoChecklists(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoScaffoldWaiting(tx, { siteKey: DEMO_SITE_KEY, now });

    // A second site, to show that sites never see each other's data; it is classified as
    // customers, so its work is Jobs for customers (Create Job, /work-record-and-tasks).
    await createSite(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      name: 'North Terminal',
      timezone: 'America/New_York',
      latitude: 29.7604,
      longitude: -95.3698,
      validCraftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.PAINTING],
      customizations: { siteClassification: 'customers' },
    });
    const northLocation = randomUUID();
    await tx.insert(locations).values({
      id: northLocation,
      siteKey: OTHER_DEMO_SITE_KEY,
      title: 'North Jetty',
      department: 'Marine',
    });
    const northCompany = randomUUID();
    await tx.insert(companies).values({
      id: northCompany,
      siteKey: OTHER_DEMO_SITE_KEY,
      name: 'Northern Access Ltd',
      craftTypes: [CRAFT_TYPE.SCAFFOLDING],
    });
    const northAdmin = await createVerifiedUser(
      tx,
      {
        email: 'north.admin@craftwork.demo',
        password: DEMO_PASSWORD,
        displayName: 'Noor North',
        companyName: 'North Terminal',
        jobTitle: 'Site Administrator',
      },
      passwordHash,
    );
    await addMember(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      userId: northAdmin,
      approved: true,
      permissions: PERMISSION_PRESETS.siteAdmin,
    });
    await tx.insert(userLocations).values({
      siteKey: OTHER_DEMO_SITE_KEY,
      userId: northAdmin,
      locationId: northLocation,
      value: true,
    });
    await seedWork(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      now,
      locationIds: [northLocation],
      companyIds: [northCompany],
      creatorIds: [northAdmin],
      records: 10,
      tasks: 40,
    });
    await seedDemoBilling(tx, { siteKey: OTHER_DEMO_SITE_KEY, now, jobs: true });
    accounts.push({ role: 'Site admin, second site', email: 'north.admin@craftwork.demo' });
    await seedDemoScaffoldTags(tx, { siteKeys: [DEMO_SITE_KEY, OTHER_DEMO_SITE_KEY] });
    await seedDemoInspections(tx, { siteKey: DEMO_SITE_KEY, adminEmail: 'admin@craftwork.demo' });
    await seedDemoCompliance(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      adminEmail: 'admin@craftwork.demo',
    });
    await seedDemoApiTokens(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      adminEmail: 'admin@craftwork.demo',
      plantEmail: 'plant@craftwork.demo',
    });
    await seedDemoWebhooks(tx, { siteKey: DEMO_SITE_KEY, now, adminEmail: 'admin@craftwork.demo' });
  });
  // Two years of finished work and their daily KPI records, so the KPI screens have history.
  if (options.kpiHistory !== false) await seedDemoKpiHistory(db, DEMO_SITE_KEY, { now });
  return { password: DEMO_PASSWORD, accounts };
}

/** Seeds the demo on the first start only (when no site exists yet). */
export async function seedDemoIfEmpty(
  db: Database,
  log: (message: string) => void,
): Promise<SeededDemo | null> {
  const [row] = await db.select({ n: count() }).from(sites);
  if ((row?.n ?? 0) > 0) return null;
  log('Creating the demo site...');
  return seedDemo(db);
}
