import type { TDetails } from '../details/values.ts';
import type { TSiteCustomizations } from '../site/site.ts';
import type { TScheduleChoice } from '../catalogues/schedule-choices.ts';
import type { TExistingRecordMode, TImportConstant, TImportField } from './fields.ts';
import type { TRef } from './row-check.ts';

/** A referenced record of the site: what a task takes from it. */
export type TImportRecordRef = {
  id: string;
  craftType: number;
  title: string;
  locationId: string | null;
  customerId: string | null;
  customerLocationId: string | null;
};

/** A live craft record of the site with a tag number: what an update compares a row with. */
export type TExistingRecord = {
  id: string;
  craftType: number;
  title: string;
  description: string;
  locationId: string | null;
  assetId: string | null;
  authorizedCompanies: readonly string[];
  craftDetails: TDetails;
};

/** What an update writes on an existing record: only what changed. */
export type TRecordPatch = {
  title?: string;
  description?: string;
  locationId?: string | null;
  assetId?: string | null;
  authorizedCompanies?: string[];
  craftDetails?: TDetails;
};

/** What checks rows: the site, read once (names as nameKey gives them). */
export type TImportContext = {
  fields: readonly TImportField[];
  validCraftTypes: readonly number[];
  validTaskTypes: readonly number[];
  validTaskStatusCodes: readonly number[];
  customizations: TSiteCustomizations | null | undefined;
  timeZone: string;
  now: Date;
  isPlantPersonnel: boolean;
  locations: ReadonlyMap<string, TRef<string>>;
  companies: ReadonlyMap<string, TRef<{ id: string; craftTypes: readonly number[] }>>;
  assets: ReadonlyMap<string, TRef<string>>;
  /** Records by tag number (tasks only). */
  records: ReadonlyMap<string, TRef<TImportRecordRef>>;
  /** Live records by tag number (records only): a tag number is unique on the site. */
  existingRecords?: ReadonlyMap<string, TRef<TExistingRecord>>;
  /** What a row whose tag number is on the site does (records only); skip unless chosen. */
  existingMode?: TExistingRecordMode;
  /** Fields given one value for every row. */
  constants?: readonly TImportConstant[];
};

export type TImportedRecord = {
  line: number;
  title: string;
  description: string;
  craftType: number;
  locationId: string | null;
  assetId: string | null;
  companyId: string | null;
  craftDetails: TDetails;
};

export type TImportedTask = {
  line: number;
  record: TImportRecordRef;
  craftType: number;
  taskType: number;
  companyId: string;
  title: string;
  description: string;
  workOrder: string;
  choice: TScheduleChoice;
  scheduledAt: Date | null;
  status: number;
  /** History: when the work was done (the task is Complete); null for work to do. */
  completedAt: Date | null;
  taskSpecificDetails: TDetails;
};
