import Typography from '@mui/material/Typography';

/** Scaffold tag (being built). */
export default function ScaffoldTagPage() {
  return (
    <Typography component="h1" variant="h5">
      Scaffold tag
    </Typography>
  );
}
