import Typography from '@mui/material/Typography';

/** Checklists (being built). */
export default function ChecklistsPage() {
  return (
    <Typography component="h1" variant="h5">
      Checklists
    </Typography>
  );
}
