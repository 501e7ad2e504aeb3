import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TAsset } from '../api/list-assets';

/** The asset's thumbnail, or a placeholder, `size` pixels square. */
export function AssetThumb({
  asset,
  size = 40,
  src,
}: {
  asset: Pick<TAsset, 'title' | 'photo'>;
  size?: number;
  /** Which image to show; the thumbnail when left out. */
  src?: string;
}) {
  const { t } = useTranslation('inventory');
  const url = src ?? asset.photo?.thumb;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url ? (
        <img
          src={url}
          alt={t('assets.photoOf', { asset: asset.title })}
          width={size}
          height={size}
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
        />
      ) : (
        <ImageIcon color="disabled" aria-hidden="true" fontSize={size > 64 ? 'large' : 'small'} />
      )}
    </Box>
  );
}
