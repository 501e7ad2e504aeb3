import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSET_LIMITS, ASSET_MESSAGES, ZAssetFields } from '@craftwork/domain/admin/assets';
import { FormDialog } from '../../../components/ui/form-dialog';
import type { TFunction } from 'i18next';
// eslint-disable-next-line no-restricted-imports -- compared with the domain's English, not shown
import { errorMessage } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { checkPhotoFiles } from '../../../lib/photo-files';
import type { TAsset } from '../api/list-assets';
import {
  useCreateAsset,
  useRemoveAssetPhoto,
  useSetAssetPhoto,
  useUpdateAsset,
} from '../api/save-asset';

export type TLocationOption = { id: string; title: string };

type TAssetDialogProps = {
  open: boolean;
  /** The asset to edit; a new one when null. */
  asset: TAsset | null;
  /** The site's locations, offered in the Location select. */
  locations: readonly TLocationOption[];
  onClose: () => void;
};

type TField = 'customId' | 'title' | 'description' | 'locationId';
type TValues = Record<TField, string>;

/** The first message of each field the dialog's values break, by field. */
export function assetFieldErrors(values: TValues): Partial<Record<TField, string>> {
  const parsed = ZAssetFields.safeParse({ ...values, locationId: values.locationId || null });
  const errors: Partial<Record<TField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path[0] as TField] ??= issue.message;
  return errors;
}

/** A field's problem (the domain's asset rules) in the language shown; others as written. */
function assetMessage(t: TFunction<'inventory'>, text: string | undefined): string | undefined {
  switch (text) {
    case ASSET_MESSAGES.required:
      return t('assets.errors.required');
    case ASSET_MESSAGES.customIdTooLong:
      return t('assets.errors.customIdTooLong', { max: ASSET_LIMITS.customId });
    case ASSET_MESSAGES.titleTooLong:
      return t('assets.errors.titleTooLong', { max: ASSET_LIMITS.title });
    case ASSET_MESSAGES.descriptionTooLong:
      return t('assets.errors.descriptionTooLong', { max: ASSET_LIMITS.description });
    case ASSET_MESSAGES.duplicateCustomId:
      return t('assets.errors.duplicateCustomId');
    case ASSET_MESSAGES.unknownLocation:
      return t('assets.errors.unknownLocation');
    default:
      return text;
  }
}

/** New Asset and Edit Asset: Asset ID, Asset Name, description, location and a photo. */
export function AssetDialog(props: TAssetDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={520}>
      {(titleId, onPending) => <AssetForm {...props} titleId={titleId} onPending={onPending} />}
    </FormDialog>
  );
}

type TPhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

function AssetForm({
  asset,
  locations,
  onClose,
  titleId,
  onPending,
}: TAssetDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const create = useCreateAsset();
  const update = useUpdateAsset();
  const setPhoto = useSetAssetPhoto();
  const removePhoto = useRemoveAssetPhoto();
  const [values, setValues] = useState<TValues>({
    customId: asset?.customId ?? '',
    title: asset?.title ?? '',
    description: asset?.description ?? '',
    locationId: asset?.locationId ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const [photo, setPhotoChoice] = useState<TPhotoChoice>({ kind: 'keep' });
  const [photoRefusal, setPhotoRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The Asset ID the server found taken: said under the field until it changes.
  const [takenId, setTakenId] = useState<string | null>(null);
  const errors = assetFieldErrors(values);
  if (takenId !== null && values.customId === takenId)
    errors.customId ??= ASSET_MESSAGES.duplicateCustomId;
  const valid = Object.keys(errors).length === 0;

  const preview = useMemo(
    () => (photo.kind === 'new' ? URL.createObjectURL(photo.file) : null),
    [photo],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shownPhoto =
    photo.kind === 'new' ? preview : photo.kind === 'keep' ? (asset?.photo?.thumb ?? null) : null;

  const change = (field: TField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTouched((was) => ({ ...was, [field]: true }));
  };
  const blur = (field: TField) => () => setTouched((was) => ({ ...was, [field]: true }));
  const field = (name: TField) => ({
    id: `asset-${name}`,
    value: values[name],
    onChange: change(name),
    onBlur: blur(name),
    error: Boolean(touched[name] && errors[name]),
    helperText: touched[name] ? assetMessage(t, errors[name]) : undefined,
    fullWidth: true,
  });

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = await checkPhotoFiles([file], 1);
    setPhotoRefusal(checked.refused[0] ?? null);
    if (checked.accepted[0]) setPhotoChoice({ kind: 'new', file: checked.accepted[0] });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAssetFields.safeParse({ ...values, locationId: values.locationId || null });
    if (!parsed.success) {
      setTouched({ customId: true, title: true, description: true, locationId: true });
      return;
    }
    setSaving(true);
    onPending(true);
    let saved = false;
    try {
      let id = asset?.id;
      if (asset) await update.mutateAsync({ id: asset.id, ...parsed.data });
      else id = (await create.mutateAsync(parsed.data)).id;
      saved = true;
      notify.success(asset ? t('assets.updated') : t('assets.added'));
      if (id && photo.kind === 'new') await setPhoto.mutateAsync({ assetId: id, file: photo.file });
      if (id && photo.kind === 'remove') await removePhoto.mutateAsync({ id });
      onPending(false);
      onClose();
    } catch (error) {
      if (!saved && errorMessage(error) === ASSET_MESSAGES.duplicateCustomId) {
        setTakenId(values.customId);
        setTouched((was) => ({ ...was, customId: true }));
      } else notify.error(error);
      setSaving(false);
      onPending(false);
      // The asset is saved; only its photo failed: the dialog's work is done.
      if (saved) onClose();
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogTitle id={titleId}>
        {asset ? t('assetDialog.editTitle') : t('assetDialog.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('assetDialog.customId')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: ASSET_LIMITS.customId } }}
            {...field('customId')}
          />
          <TextField
            label={t('assetDialog.name')}
            required
            slotProps={{ htmlInput: { maxLength: ASSET_LIMITS.title } }}
            {...field('title')}
          />
          <TextField
            label={t('assetDialog.description')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ASSET_LIMITS.description } }}
            {...field('description')}
          />
          <TextField label={t('assetDialog.location')} select {...field('locationId')}>
            <MenuItem value="">
              <em>{t('assetDialog.noLocation')}</em>
            </MenuItem>
            {locations.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.title}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2} alignItems="center">
            <Box
              sx={{
                width: 72,
                height: 72,
                flexShrink: 0,
                borderRadius: 1,
                bgcolor: 'action.hover',
                overflow: 'hidden',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {shownPhoto ? (
                <img
                  src={shownPhoto}
                  alt={t('assetDialog.photo')}
                  width={72}
                  height={72}
                  style={{ objectFit: 'cover' }}
                />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('assetDialog.noPhoto')}
                </Typography>
              )}
            </Box>
            <Stack spacing={0.5} alignItems="flex-start">
              <Button component="label" size="small" variant="outlined">
                {shownPhoto ? t('assetDialog.changePhoto') : t('assetDialog.addPhoto')}
                <input
                  type="file"
                  accept="image/*"
                  hidden
                  aria-label={t('assetDialog.photoFile')}
                  onChange={(event) => void pickPhoto(event)}
                />
              </Button>
              {shownPhoto && (
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => {
                    setPhotoRefusal(null);
                    setPhotoChoice(asset?.photo ? { kind: 'remove' } : { kind: 'keep' });
                  }}
                >
                  {t('assetDialog.removePhoto')}
                </Button>
              )}
            </Stack>
          </Stack>
          {photoRefusal && (
            <Typography role="alert" variant="body2" color="error">
              {photoRefusal}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('assetDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!valid || saving}>
          {t('assetDialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
