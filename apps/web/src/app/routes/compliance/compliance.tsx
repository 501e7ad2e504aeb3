import Typography from '@mui/material/Typography';

/** Compliance (being built). */
export default function CompliancePage() {
  return (
    <Typography component="h1" variant="h5">
      Compliance
    </Typography>
  );
}
