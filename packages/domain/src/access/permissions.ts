// The schema of the flags is ./permission-schema: the app shell reads permissions on every
// screen and carries no schema library.

/**
 * The site-user permission flags: the ten of the spec plus canRouteAwaiting
 * (DECISIONS.md, "Route Awaiting").
 */
export const PERMISSION_FLAGS = [
  'getsNewTaskNotifications',
  'canEditContractorDetails',
  'canCreateTasks',
  'canUpdateTasks',
  'canDeleteTasks',
  'canCreateCraftRecords',
  'canUpdateCraftRecords',
  'canDeleteCraftRecords',
  'isPlantPersonnel',
  'isSiteAdmin',
  'canRouteAwaiting',
] as const;

export type TPermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** Every flag present (after parsing, a missing flag is false). */
export type TPermissions = Record<TPermissionFlag, boolean>;
/** What may be stored or sent: any flag may be missing. */
export type TPermissionsInput = Partial<TPermissions>;

function withFlags(on: readonly TPermissionFlag[]): Readonly<TPermissions> {
  const permissions = Object.fromEntries(
    PERMISSION_FLAGS.map((f) => [f, on.includes(f)]),
  ) as TPermissions;
  return Object.freeze(permissions);
}

export const NO_PERMISSIONS: Readonly<TPermissions> = withFlags([]);

export const PERMISSION_PRESET_NAMES = ['foreman', 'plantUser', 'siteAdmin'] as const;

export type TPermissionPreset = (typeof PERMISSION_PRESET_NAMES)[number];

/** Presets of the User Roles & Permissions page (DECISIONS.md); other flags are off. */
export const PERMISSION_PRESETS: Readonly<Record<TPermissionPreset, Readonly<TPermissions>>> = {
  foreman: withFlags([
    'canCreateTasks',
    'canUpdateTasks',
    'canCreateCraftRecords',
    'canUpdateCraftRecords',
    'canRouteAwaiting',
  ]),
  plantUser: withFlags([
    'isPlantPersonnel',
    'getsNewTaskNotifications',
    'canCreateTasks',
    'canUpdateTasks',
    'canCreateCraftRecords',
    'canUpdateCraftRecords',
  ]),
  siteAdmin: withFlags(PERMISSION_FLAGS),
};

export const PERMISSION_PRESET_LABELS: Readonly<Record<TPermissionPreset, string>> = {
  foreman: 'Foreman',
  plantUser: 'Plant User',
  siteAdmin: 'Site Admin',
};

export type TPermissionLabel = {
  readonly label: string;
  readonly flags: readonly TPermissionFlag[];
};

/** The switches of the User Roles & Permissions page and the flags each one sets. */
export const PERMISSION_LABELS: readonly TPermissionLabel[] = [
  { label: 'Add New Requests', flags: ['canCreateTasks', 'canCreateCraftRecords'] },
  {
    label: 'Delete Requests (created by others)',
    flags: ['canDeleteTasks', 'canDeleteCraftRecords'],
  },
  {
    label: 'Edit Requests (created by others)',
    flags: ['canUpdateTasks', 'canUpdateCraftRecords'],
  },
  { label: 'Notified For Awaiting Requests', flags: ['getsNewTaskNotifications'] },
  { label: 'Contractor Employee', flags: ['canEditContractorDetails'] },
  { label: 'Plant Employee', flags: ['isPlantPersonnel'] },
  { label: 'Route Awaiting', flags: ['canRouteAwaiting'] },
];

/** A label's switch is on when every flag behind it is on. */
export function isLabelOn(permissions: TPermissions, label: TPermissionLabel): boolean {
  return label.flags.every((f) => permissions[f]);
}

/** Turns every flag behind a label on or off, leaving the others as they are. */
export function setLabel(
  permissions: TPermissions,
  label: TPermissionLabel,
  on: boolean,
): TPermissions {
  const next = { ...permissions };
  for (const f of label.flags) next[f] = on;
  return next;
}

/** The preset these permissions are exactly, or null when they match none. */
export function presetOf(permissions: TPermissions): TPermissionPreset | null {
  return (
    PERMISSION_PRESET_NAMES.find((name) =>
      PERMISSION_FLAGS.every((f) => PERMISSION_PRESETS[name][f] === permissions[f]),
    ) ?? null
  );
}

/** isPlantPersonnel is required to save assets (spec part 3, section 6); site admins have it. */
export function mayManageAssets(permissions: Pick<TPermissions, 'isPlantPersonnel'>): boolean {
  return permissions.isPlantPersonnel;
}
