import Typography from '@mui/material/Typography';

/** Scheduling (being built). */
export default function SchedulingPage() {
  return (
    <Typography component="h1" variant="h5">
      Scheduling
    </Typography>
  );
}
