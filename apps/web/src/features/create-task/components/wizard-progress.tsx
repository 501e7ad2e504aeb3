import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { stepLabel, type TWizardStep } from '../utils/wizard-flow';
import { useTranslation } from '../../../lib/i18n/i18n';

type TWizardProgressProps = {
  steps: readonly TWizardStep[];
  current: TWizardStep;
  customerSite: boolean;
  /** Going back to an earlier step; later steps are reached with Next. */
  onStepClick: (step: TWizardStep) => void;
  disabled?: boolean;
};

/** Where the user is: the full stepper on wide screens, "Step n of m" on phones. */
export function WizardProgress({
  steps,
  current,
  customerSite,
  onStepClick,
  disabled = false,
}: TWizardProgressProps) {
  const { t } = useTranslation('createTask');
  const index = Math.max(0, steps.indexOf(current));
  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('steps.progress', {
            step: index + 1,
            total: steps.length,
            label: stepLabel(current, customerSite, t),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / steps.length) * 100}
          aria-hidden="true"
        />
      </Box>
      <Stepper
        nonLinear
        activeStep={index}
        alternativeLabel
        aria-label={t('steps.label')}
        sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}
      >
        {steps.map((step, i) => (
          <Step key={step} completed={i < index}>
            {i < index ? (
              <StepButton onClick={() => onStepClick(step)} disabled={disabled}>
                {stepLabel(step, customerSite, t)}
              </StepButton>
            ) : (
              <StepLabel aria-current={i === index ? 'step' : undefined}>
                {stepLabel(step, customerSite, t)}
              </StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
    </>
  );
}
