import { useMemo, type ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  detailVisibleOnEdit,
  zodSchemaForDetails,
  type TDetails,
} from '@craftwork/domain/details/fields';
import { type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { craftDetailFields, isCustomerSite } from '@craftwork/domain/site/customizations';
import { siteWording } from '@craftwork/domain/site/wording';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { ZText, ZTitle, type TUpdateCraftDetailsInput } from '@craftwork/domain/tasks/schemas';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import type { TCraftRecord, TRecordAttachment } from '../api/get-craft-record';
import { useSiteAssets, type TAsset } from '../api/list-assets';
import { useUpdateCraftDetails } from '../api/update-craft-details';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { DrawerForm, formDrawer, type TDrawerFormProps } from '../../../components/ui/form-drawer';
import {
  changedDetailValues,
  useDetailDefaults,
  useDetailsField,
} from '../../../components/details/use-details-field';
import { AttachmentsList } from './attachments-list';
import { inUserLanguage } from '../../../lib/form-errors';

/** The dynamic detail inputs, supplied by the page (the same ones the task forms use). */
export type TRenderDetailFields = (props: {
  fields: readonly TDetailFieldConfig[];
  values: TDetails;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: unknown) => void;
  idPrefix: string;
  disabled: boolean;
}) => ReactNode;

type TEditCraftRecordDrawerProps = {
  open: boolean;
  record: TCraftRecord;
  site: TSiteContext;
  renderDetailFields: TRenderDetailFields;
  canDeleteAttachment: (attachment: TRecordAttachment) => boolean;
  onClose: () => void;
};

/** The craft detail fields the drawer edits (non-editable ones are hidden). */
export function editableCraftDetailFields(
  site: TSiteContext,
  craftType: number,
): TDetailFieldConfig[] {
  return craftDetailFields(siteCustomizations(site), craftType).filter((f) =>
    detailVisibleOnEdit(f, { editMode: true, status: 0 }),
  );
}

function assetOption(asset: TAsset) {
  return { id: asset.id, label: `${asset.customId} - ${asset.title}` };
}

function EditCraftRecordForm({
  titleId,
  record,
  site,
  renderDetailFields,
  canDeleteAttachment,
  onClose,
}: TDrawerFormProps<TEditCraftRecordDrawerProps>) {
  const { t } = useTranslation('records');
  const notify = useNotify();
  const update = useUpdateCraftDetails();
  const assetsQuery = useSiteAssets();
  const fields = useMemo(
    () => editableCraftDetailFields(site, record.craftType),
    [site, record.craftType],
  );
  const initialDetails = useDetailDefaults(fields, record.craftDetails);
  const schema = useMemo(
    () =>
      z.object({
        title: ZTitle,
        description: ZText,
        locationId: z.string(),
        assetId: z.string(),
        craftDetails: zodSchemaForDetails(fields),
      }),
    [fields],
  );
  const { control, handleSubmit } = useForm({
    resolver: inUserLanguage(zodResolver(schema)),
    defaultValues: {
      title: record.title,
      description: record.description,
      locationId: record.locationId ?? '',
      assetId: record.assetId ?? '',
      craftDetails: initialDetails,
    },
  });
  const details = useDetailsField(control, 'craftDetails');
  const isPending = update.isPending;

  const onSubmit = handleSubmit((values) => {
    const input: TUpdateCraftDetailsInput = { refPath: record.refPath };
    if (values.title !== record.title) input.title = values.title;
    if (values.description !== record.description) input.description = values.description;
    const locationId = values.locationId || null;
    if (locationId !== record.locationId) input.locationId = locationId;
    const assetId = values.assetId || null;
    if (assetId !== record.assetId) input.assetId = assetId;
    const craftDetails = changedDetailValues(initialDetails, details.values, values.craftDetails);
    if (Object.keys(craftDetails).length > 0) input.craftDetails = craftDetails;
    if (Object.keys(input).length === 1) {
      onClose();
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        notify.success(TASK_MESSAGES.craftRecordUpdated);
        onClose();
      },
      onError: (error) => notify.error(error),
    });
  });

  // The current asset stays listed even if it was removed from the site.
  const siteAssets = assetsQuery.data ?? [];
  const assetOptions =
    record.assetId && !siteAssets.some((a) => a.id === record.assetId)
      ? [
          { id: record.assetId, label: record.assetName ?? t('empty.unavailable') },
          ...siteAssets.map(assetOption),
        ]
      : siteAssets.map(assetOption);
  // The current location stays listed even if it is no longer one of the site's.
  const locations =
    record.locationId && !site.locations.some((l) => l.id === record.locationId)
      ? [
          { id: record.locationId, title: record.locationTitle ?? t('empty.noLocation') },
          ...site.locations,
        ]
      : site.locations;

  return (
    <DrawerForm
      titleId={titleId}
      title={t('edit.title', {
        record: siteWording(isCustomerSite(siteCustomizations(site))).wizardRecord,
      })}
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isPending}
    >
      <ControlledTextField
        control={control}
        name="title"
        id="edit-record-title"
        label={t('edit.titleField')}
        required
        disabled={isPending}
      />
      <ControlledTextField
        control={control}
        name="description"
        id="edit-record-description"
        label={t('edit.description')}
        multiline
        minRows={3}
        disabled={isPending}
      />
      <ControlledTextField
        control={control}
        name="locationId"
        id="edit-record-location"
        select
        label={t('edit.location')}
        disabled={isPending}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('edit.noLocation')}</MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.title}
          </MenuItem>
        ))}
      </ControlledTextField>
      {assetOptions.length > 0 && (
        <ControlledTextField
          control={control}
          name="assetId"
          id="edit-record-asset"
          select
          label={t('edit.asset')}
          disabled={isPending}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('edit.noAsset')}</MenuItem>
          {assetOptions.map((asset) => (
            <MenuItem key={asset.id} value={asset.id}>
              {asset.label}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      {fields.length > 0 &&
        renderDetailFields({
          fields,
          ...details,
          idPrefix: 'edit-record-detail',
          disabled: isPending,
        })}
      <Divider />
      <AttachmentsList
        craftRecordId={record.id}
        attachments={record.attachments}
        timeZone={site.timezone}
        canDelete={canDeleteAttachment}
        showHeading
      />
    </DrawerForm>
  );
}

/**
 * The Edit Craft Record drawer (from the left; 90% under 960 px, else 50%): Title, Description,
 * Location, Asset (only when the site has assets), the site's craft detail fields, Cancel /
 * Save, and the attachments.
 */
export const EditCraftRecordDrawer = formDrawer(EditCraftRecordForm);
