import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

/** A record's or task's thumbnail, or a placeholder; decorative, the title names the row. */
export function RecordPhoto({ url }: { url: string | null }) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.disabled' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      <ImageOutlinedIcon fontSize="small" aria-hidden="true" />
    </Avatar>
  );
}
