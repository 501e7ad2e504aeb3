import Button from '@mui/material/Button';

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
  return (
    <>
      <Button onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || isPending}
        loading={showsSaving && isPending}
      >
        Save
      </Button>
    </>
  );
}
