/**
 * The words a site shows for its craft records (spec part 1): Work Records, or Jobs on a
 * customer-classified site, on every screen: the drawer, the dashboard, the lists, the record
 * page and task creation. Tasks stay tasks on either kind of site.
 */
export type TSiteWording = {
  /** One record, in a sentence or a page title. */
  readonly record: 'Work Record' | 'Job';
  /** One record inside task creation ("Craft Record Info", "Choose an Existing Job"). */
  readonly wizardRecord: 'Craft Record' | 'Job';
  /** The drawer's group of record lists. */
  readonly recordsGroup: 'Work Records' | 'Jobs';
  /** The noun of a record list's heading ("All Open Records", "Scaffolding Jobs"). */
  readonly listNoun: 'Records' | 'Jobs';
  /** The noun of the deleted records list's heading. */
  readonly deletedNoun: 'Craft Records' | 'Jobs';
  readonly searchRecords: 'Search Craft Records...' | 'Search Jobs...';
  /** The button that starts task creation from the dashboard and the lists. */
  readonly createButton: 'Create Task' | 'Create Job';
  /** Task creation's heading. */
  readonly createTitle: 'Create New Task' | 'Create Job';
};

const FACILITIES_WORDING: TSiteWording = {
  record: 'Work Record',
  wizardRecord: 'Craft Record',
  recordsGroup: 'Work Records',
  listNoun: 'Records',
  deletedNoun: 'Craft Records',
  searchRecords: 'Search Craft Records...',
  createButton: 'Create Task',
  createTitle: 'Create New Task',
};

const CUSTOMER_WORDING: TSiteWording = {
  record: 'Job',
  wizardRecord: 'Job',
  recordsGroup: 'Jobs',
  listNoun: 'Jobs',
  deletedNoun: 'Jobs',
  searchRecords: 'Search Jobs...',
  createButton: 'Create Job',
  createTitle: 'Create Job',
};

export function siteWording(customerSite: boolean): TSiteWording {
  return customerSite ? CUSTOMER_WORDING : FACILITIES_WORDING;
}
