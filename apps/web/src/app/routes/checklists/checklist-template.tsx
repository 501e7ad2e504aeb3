import Typography from '@mui/material/Typography';

/** Checklist (being built). */
export default function ChecklistTemplatePage() {
  return (
    <Typography component="h1" variant="h5">
      Checklist
    </Typography>
  );
}
