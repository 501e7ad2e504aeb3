import Alert from '@mui/material/Alert';
import { loopbackWarning } from '@craftwork/domain/site/app-address';
import { usePrintAddress } from '../api/site-settings';

/** A warning when printed QR codes and mailed links would point at a loopback address. */
export function PrintAddressWarning() {
  const printAddress = usePrintAddress();
  if (!printAddress.data?.isLoopback) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {loopbackWarning(printAddress.data.address)}
    </Alert>
  );
}
