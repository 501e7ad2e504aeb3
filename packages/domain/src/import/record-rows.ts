import { CRAFT_TYPES, craftTypeName } from '../catalogues/craft-types.ts';
import { changedDetails, type TDetails } from '../details/values.ts';
import { type TDetailFieldConfig } from '../site/site.ts';
import { craftDetailFields } from '../site/customizations.ts';
import { nameKey } from './cells.ts';
import { DEFAULT_TAG_NUMBER_DETAIL, TAG_NUMBER_KEY } from './fields.ts';
import type { RowCheck } from './row-check.ts';
import type {
  TExistingRecord,
  TImportContext,
  TImportedRecord,
  TRecordPatch,
} from './row-types.ts';

const CRAFT_BY_NAME = new Map(CRAFT_TYPES.map((t) => [nameKey(t.name), t.code as number]));

/** The key of the tag number's column (or value for every row) in a records import. */
export const TAG_FIELD_KEY = `craftDetails.${TAG_NUMBER_KEY}`;

/** A craft type's detail fields, with the standard tag number where the site has none. */
export function recordDetailFields(
  ctx: Pick<TImportContext, 'customizations'>,
  craftType: number,
): TDetailFieldConfig[] {
  const configured = craftDetailFields(ctx.customizations, craftType);
  return configured.some((f) => f.key === TAG_NUMBER_KEY)
    ? configured
    : [...configured, DEFAULT_TAG_NUMBER_DETAIL];
}

/**
 * A record row checked: references, craft type and details. For an existing record (an update)
 * the details are merged with what it holds and its craft type may not change.
 */
export function checkRecord(
  row: RowCheck,
  ctx: TImportContext,
  existing: TExistingRecord | null = null,
): TImportedRecord | null {
  const title = row.text('title');
  const description = row.text('description');
  let craftType: number | null = null;
  const craftCell = row.cells.get('craftType');
  if (!craftCell) row.problem('', 'Craft type is required.');
  else {
    const code = CRAFT_BY_NAME.get(nameKey(craftCell.text));
    if (code === undefined || !ctx.validCraftTypes.includes(code))
      row.problem(
        craftCell.column,
        `Craft type "${craftCell.text.trim()}" is not a craft type of this site.`,
      );
    else if (existing && existing.craftType !== code)
      row.problem(
        craftCell.column,
        `The craft record with this tag number is ${craftTypeName(existing.craftType)}: an import does not change a record’s craft type.`,
      );
    else craftType = code;
  }
  const locationId = row.ref('location', ctx.locations, 'Location');
  const assetId = row.ref('asset', ctx.assets, 'Asset number');
  const company = row.ref('company', ctx.companies, 'Company');
  const craftDetails =
    craftType === null
      ? {}
      : row.details(
          'craft',
          recordDetailFields(ctx, craftType),
          `${craftTypeName(craftType)} craft records`,
          existing ? { stored: existing.craftDetails } : {},
        );
  if (row.problems.length > 0 || craftType === null) return null;
  return {
    line: row.line,
    title,
    description,
    craftType,
    locationId,
    assetId,
    companyId: company?.id ?? null,
    craftDetails,
  };
}

/**
 * What an update changes on an existing record: the fields the row gives (a column or a value
 * for every row) that differ from what the record holds. A blank cell changes nothing (an
 * import never clears a field); a company joins the record's companies. Empty: unchanged.
 */
export function recordChanges(
  existing: TExistingRecord,
  row: TImportedRecord,
  given: ReadonlySet<string>,
): TRecordPatch {
  const patch: TRecordPatch = {};
  if (given.has('title') && row.title !== existing.title) patch.title = row.title;
  if (given.has('description') && row.description !== existing.description)
    patch.description = row.description;
  if (given.has('location') && row.locationId !== existing.locationId)
    patch.locationId = row.locationId;
  if (given.has('asset') && row.assetId !== existing.assetId) patch.assetId = row.assetId;
  if (row.companyId !== null && !existing.authorizedCompanies.includes(row.companyId))
    patch.authorizedCompanies = [...existing.authorizedCompanies, row.companyId];
  const details: TDetails = changedDetails(existing.craftDetails, row.craftDetails);
  if (Object.keys(details).length > 0)
    patch.craftDetails = { ...existing.craftDetails, ...details };
  return patch;
}
