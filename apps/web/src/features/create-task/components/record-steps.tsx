import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useFormContext } from 'react-hook-form';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { DetailFormFields } from '../../../components/details/detail-form-fields';
import { ImagePicker } from './image-picker';
import type { TPickedCraftRecord, TWizardValues } from '../utils/wizard-form';
import { useTranslation } from '../../../lib/i18n/i18n';

/** What the route hands the wizard: the embedded craft record list for a craft type. */
export type TCraftRecordListSlot = (props: {
  craftType: number;
  /** The record chosen so far, marked in the list. */
  selectedId: string | null;
  onSelect: (record: TPickedCraftRecord) => void;
}) => ReactNode;

/** The catalogue's word for the record: Job on a customer site (recordWord), else Craft Record. */
function recordKind(recordWord: string): 'job' | 'record' {
  return recordWord === 'Job' ? 'job' : 'record';
}

type TCraftRecordStepProps = {
  craftType: number;
  recordWord: string;
  canCreateRecord: boolean;
  onCreateRecord: () => void;
  renderCraftRecordList: TCraftRecordListSlot;
};

/** Choose the record from the embedded list, or create a new one. */
export function CraftRecordStep({
  craftType,
  recordWord,
  canCreateRecord,
  onCreateRecord,
  renderCraftRecordList,
}: TCraftRecordStepProps) {
  const {
    control,
    clearErrors,
    formState: { errors },
  } = useFormContext<TWizardValues>();
  const { t } = useTranslation('createTask');
  const kind = recordKind(recordWord);
  return (
    <Controller
      control={control}
      name="craftRecord"
      render={({ field }) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Box role="status" aria-live="polite" sx={{ minWidth: 0 }}>
              {field.value ? (
                <Typography>
                  {t('record.selected')}
                  <strong>{field.value.title}</strong>
                  {field.value.locationTitle ? ` · ${field.value.locationTitle}` : ''}
                </Typography>
              ) : (
                <Typography color="text.secondary">{t('record.choose', { kind })}</Typography>
              )}
            </Box>
            {canCreateRecord && (
              <Button
                variant="outlined"
                startIcon={<AddIcon aria-hidden="true" />}
                onClick={onCreateRecord}
                sx={{ flexShrink: 0 }}
              >
                {t('record.createNew', { kind })}
              </Button>
            )}
          </Stack>
          {errors.craftRecord?.message && (
            <Alert severity="warning" role="alert">
              {errors.craftRecord.message}
            </Alert>
          )}
          {/* Enter in the list's search box searches; it must not submit the wizard's step. */}
          <Box
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
                event.preventDefault();
              }
            }}
          >
            {renderCraftRecordList({
              craftType,
              selectedId: field.value?.id ?? null,
              onSelect: (record) => {
                field.onChange(record);
                clearErrors('craftRecord');
              },
            })}
          </Box>
        </Stack>
      )}
    />
  );
}

type TLocation = { id: string; title: string; department: string | null };

type TLocationStepProps = {
  locations: readonly TLocation[];
  /** Shown unless the task is an Installation (which always creates its record). */
  onChooseExisting: (() => void) | null;
  recordWord: string;
};

/** The new record's location. */
export function LocationStep({ locations, onChooseExisting, recordWord }: TLocationStepProps) {
  const { control } = useFormContext<TWizardValues>();
  const { t } = useTranslation('createTask');
  const kind = recordKind(recordWord);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <ControlledTextField
        control={control}
        name="locationId"
        id="record-location"
        select
        label={t('record.location')}
        helperText={t('record.locationHelp', { kind })}
      >
        <MenuItem value="">
          <em>{t('record.noLocationSelected')}</em>
        </MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.department ? `${location.title} (${location.department})` : location.title}
          </MenuItem>
        ))}
      </ControlledTextField>
      {locations.length === 0 && <Alert severity="info">{t('record.noLocations')}</Alert>}
      {onChooseExisting && (
        <Box>
          <Button onClick={onChooseExisting}>{t('record.chooseExisting', { kind })}</Button>
        </Box>
      )}
    </Stack>
  );
}

type TRecordInfoStepProps = {
  craftDetailFields: readonly TDetailFieldConfig[];
  timeZone: string;
  siteKey: string;
  images: readonly File[];
  onImagesChange: (files: File[]) => void;
  disabled: boolean;
};

/** The new record's main info: title, description, craft details and images. */
export function RecordInfoStep({
  craftDetailFields,
  timeZone,
  siteKey,
  images,
  onImagesChange,
  disabled,
}: TRecordInfoStepProps) {
  const { control } = useFormContext<TWizardValues>();
  const { t } = useTranslation('createTask');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <ControlledTextField
        control={control}
        name="recordTitle"
        id="record-title"
        label={t('record.title')}
        required
      />
      <ControlledTextField
        control={control}
        name="recordDescription"
        id="record-description"
        label={t('record.description')}
        multiline
        minRows={3}
      />
      <DetailFormFields
        fields={craftDetailFields}
        name="craftDetails"
        control={control}
        timeZone={timeZone}
        siteKey={siteKey}
      />
      <ImagePicker files={images} onChange={onImagesChange} disabled={disabled} />
    </Stack>
  );
}
