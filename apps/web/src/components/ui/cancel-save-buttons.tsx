import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/i18n/i18n';

/** A form's Cancel and Save (submit): both held while it saves. */
export function CancelSaveButtons({
  onCancel,
  isPending,
  canSave = true,
  showsSaving = true,
}: {
  onCancel: () => void;
  isPending: boolean;
  /** False keeps Save off (the fields are not valid yet). */
  canSave?: boolean;
  /** Save shows its progress while pending. */
  showsSaving?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button onClick={onCancel} disabled={isPending}>
        {t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || isPending}
        loading={showsSaving && isPending}
      >
        {t('actions.save')}
      </Button>
    </>
  );
}
