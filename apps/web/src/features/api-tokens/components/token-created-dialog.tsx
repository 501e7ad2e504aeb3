import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import type { TCreatedApiToken } from '../api/api-tokens';

/** The new token, shown this once, with the warning that it cannot be shown again. */
export function TokenCreatedDialog({
  token,
  onClose,
}: {
  token: TCreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      value={token?.token ?? null}
      title="Your new API token"
      warning="Copy this token now and keep it somewhere safe. It will not be shown again: if it is lost, revoke it and create a new one."
      label={token ? `Token “${token.name}”` : 'Token'}
      words={{ noun: 'token' }}
      onClose={onClose}
    />
  );
}
