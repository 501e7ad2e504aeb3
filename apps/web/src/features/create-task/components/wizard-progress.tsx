import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { stepLabel, type TWizardStep } from '../utils/wizard-flow';

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
  const index = Math.max(0, steps.indexOf(current));
  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {`Step ${index + 1} of ${steps.length}: ${stepLabel(current, customerSite)}`}
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
        aria-label="Steps"
        sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}
      >
        {steps.map((step, i) => (
          <Step key={step} completed={i < index}>
            {i < index ? (
              <StepButton onClick={() => onStepClick(step)} disabled={disabled}>
                {stepLabel(step, customerSite)}
              </StepButton>
            ) : (
              <StepLabel aria-current={i === index ? 'step' : undefined}>
                {stepLabel(step, customerSite)}
              </StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
    </>
  );
}
