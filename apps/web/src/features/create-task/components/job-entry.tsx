import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/i18n/i18n';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useEstimateForTask } from '../api/job-customer';
import { jobFromEstimate, type TJobContext, type TJobCustomer } from '../utils/job-prefill';
import { CreateTaskWizard, type TCreateTaskWizardProps } from './create-task-wizard';
import { CustomerStep } from './customer-step';
import { WizardFrame } from './wizard-frame';

type TJobEntryProps = Omit<TCreateTaskWizardProps, 'job' | 'onChangeCustomer'> & {
  /** /create-customer-task: the customer and location come first. */
  customerRoute: boolean;
  /** `?estimateId=`: the task is made from that estimate, prefilled from it. */
  estimateId: string | null;
};

/**
 * The way into the wizard: on /create-customer-task the Customer step first (pick or create
 * the customer and location), then the wizard's steps; with `?estimateId=` the estimate's
 * customer, title, lines and craft type prefill it and the saved task is linked to it.
 */
export function JobEntry({ customerRoute, estimateId, ...wizard }: TJobEntryProps) {
  const estimate = useEstimateForTask(estimateId);
  const { t } = useTranslation('createTask');
  const title = t('title', { kind: wizard.customerSite ? 'job' : 'task' });
  if (estimateId !== null) {
    if (estimate.isPending) {
      return (
        <WizardFrame title={title}>
          <InlineLoader label={t('loadingEstimate')} />
        </WizardFrame>
      );
    }
    if (estimate.isError) {
      return (
        <WizardFrame title={title}>
          <RetryAlert onRetry={() => void estimate.refetch()}>
            {errorText(estimate.error)}
          </RetryAlert>
        </WizardFrame>
      );
    }
    return (
      <JobSteps {...wizard} customerRoute={customerRoute} start={jobFromEstimate(estimate.data)} />
    );
  }
  return (
    <JobSteps
      {...wizard}
      customerRoute={customerRoute}
      start={{ customer: null, estimateId: null, prefill: null }}
    />
  );
}

function JobSteps({
  customerRoute,
  start,
  ...wizard
}: Omit<TJobEntryProps, 'estimateId'> & { start: TJobContext }) {
  const { t } = useTranslation('createTask');
  const [customer, setCustomer] = useState<TJobCustomer | null>(start.customer);
  const [isChoosing, setIsChoosing] = useState(customerRoute && start.customer === null);

  const wizardShown = !isChoosing;
  return (
    <>
      {isChoosing && (
        <WizardFrame title={t('title', { kind: 'job' })} subtitle={t('customer.subtitle')}>
          <CustomerStep
            initial={customer}
            onChosen={(chosen) => {
              setCustomer(chosen);
              setIsChoosing(false);
            }}
          />
        </WizardFrame>
      )}
      {/* Changing the customer keeps what the wizard's steps hold (hidden meanwhile). */}
      {customer !== null || !customerRoute ? (
        <Box sx={{ display: wizardShown ? 'block' : 'none' }}>
          <CreateTaskWizard
            {...wizard}
            job={{ ...start, customer }}
            customerBar={
              customer ? (
                <CustomerBar
                  customer={customer}
                  onChange={
                    customerRoute && !start.estimateId ? () => setIsChoosing(true) : undefined
                  }
                />
              ) : null
            }
          />
        </Box>
      ) : null}
    </>
  );
}

/** The Job's customer above the wizard's steps, with Change while nothing is saved. */
function CustomerBar({ customer, onChange }: { customer: TJobCustomer; onChange?: () => void }) {
  const { t } = useTranslation('createTask');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('customer.bar')}
      sx={{ p: 1.5, mb: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {t('customer.barName', { name: customer.customerName })}
          </Typography>
          {customer.address && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {customer.address}
            </Typography>
          )}
        </Stack>
        {onChange && (
          <Button size="small" onClick={onChange}>
            {t('customer.change')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
