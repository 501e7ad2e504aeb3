import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TSiteContext } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSetUserLocations } from '../api/set-user-locations';

type TLocationsDialogProps = {
  open: boolean;
  locations: TSiteContext['locations'];
  onClose: () => void;
};

/** One checkbox per location of the site; lists are limited to the checked ones. */
export function LocationsDialog({ open, locations, onClose }: TLocationsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="locations-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {open && <LocationsForm locations={locations} onClose={onClose} />}
    </Dialog>
  );
}

function LocationsForm({
  locations,
  onClose,
}: {
  locations: TSiteContext['locations'];
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const save = useSetUserLocations();
  const [selected, setSelected] = useState(
    () => new Set(locations.filter((l) => l.selected).map((l) => l.id)),
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { locationIds: [...selected] },
      {
        onSuccess: () => {
          notify.success(MESSAGES.locationsUpdated);
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  const allChecked = locations.length > 0 && selected.size === locations.length;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id="locations-dialog-title">{t('userInfo.locations')}</DialogTitle>
      <DialogContent dividers>
        {locations.length === 0 ? (
          <Typography color="text.secondary">{t('locationsDialog.empty')}</Typography>
        ) : (
          <>
            <FormControlLabel
              label={t('locationsDialog.selectAll')}
              control={
                <Checkbox
                  checked={allChecked}
                  indeterminate={selected.size > 0 && !allChecked}
                  onChange={() =>
                    setSelected(allChecked ? new Set() : new Set(locations.map((l) => l.id)))
                  }
                />
              }
            />
            <FormGroup aria-label={t('userInfo.locations')} sx={{ overflowWrap: 'anywhere' }}>
              {locations.map((location) => (
                <FormControlLabel
                  key={location.id}
                  label={
                    location.department
                      ? `${location.title} (${location.department})`
                      : location.title
                  }
                  control={
                    <Checkbox
                      checked={selected.has(location.id)}
                      onChange={() => toggle(location.id)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || locations.length === 0}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
