import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MAP_PIN_CATEGORIES } from '@craftwork/domain/map/pins';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PIN_STYLES, type TPinCounts } from '../utils/pins';

type TMapLegendProps = {
  counts: TPinCounts | null;
};

/** The pin categories with their colour, letter and how many pins each has. */
export function MapLegend({ counts }: TMapLegendProps) {
  const { t } = useTranslation('field');
  return (
    <Box component="section" aria-labelledby="map-legend-heading">
      <Typography id="map-legend-heading" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('map.legend.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(200px, 1fr))', lg: '1fr' },
          gap: 0.75,
        }}
      >
        {MAP_PIN_CATEGORIES.map((category) => {
          const style = PIN_STYLES[category];
          const label = t(`map.category.${category}`);
          const count = counts?.[category];
          return (
            <Box
              component="li"
              key={category}
              aria-label={
                count === undefined ? label : t('map.legend.countLabel', { category: label, count })
              }
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 22,
                  height: 22,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: style.color,
                  border: '2px solid #fff',
                  boxShadow: 1,
                  color: '#fff',
                  fontSize: 12,
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {style.letter}
              </Box>
              <Typography variant="body2" sx={{ flexGrow: 1 }} aria-hidden="true">
                {label}
              </Typography>
              {count === undefined ? (
                <Skeleton width={24} aria-hidden="true" />
              ) : (
                <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden="true">
                  {count}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
