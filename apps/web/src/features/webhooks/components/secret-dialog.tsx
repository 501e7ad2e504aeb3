import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { SignatureHelp } from './signature-help';

export type TShownSecret = { url: string; secret: string; isRotated: boolean };

/**
 * An endpoint's signing secret, shown this once (after adding the endpoint or rotating its
 * secret), with how to check signatures.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: TShownSecret | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      value={shown?.secret ?? null}
      title={shown?.isRotated ? 'New signing secret' : 'Your signing secret'}
      warning={`Copy this secret now into the receiving system. It will not be shown again: if it is lost, rotate it to get a new one.${shown?.isRotated ? ' Deliveries are signed with it from now on.' : ''}`}
      label="Signing secret"
      helperText={shown?.url}
      words={{ noun: 'secret' }}
      maxWidth={600}
      onClose={onClose}
    >
      <SignatureHelp />
    </ShownOnceDialog>
  );
}
