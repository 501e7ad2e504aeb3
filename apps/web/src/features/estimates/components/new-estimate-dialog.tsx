import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import { useTranslation } from '../../../lib/i18n/i18n';
import { newEstimatePath } from '../utils/paths';
import { CustomerPicker, type TCustomerChoice } from './customer-picker';

/** New Estimate: the customer first, then the estimate's page for it. */
export function NewEstimateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<TCustomerChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleContinue = () => {
    if (!customer) {
      setError(ESTIMATE_MESSAGES.customerRequired);
      return;
    }
    void navigate(newEstimatePath(customer.id));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="new-estimate-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 440 } } }}
    >
      <DialogTitle id="new-estimate-title">{t('estimates.newEstimate')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CustomerPicker
          value={customer}
          autoFocus
          error={error}
          onChange={(next) => {
            setCustomer(next);
            setError(null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('estimates.cancel')}</Button>
        <Button variant="contained" onClick={handleContinue}>
          {t('estimates.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
