import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type L from 'leaflet';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useTranslation } from '../../lib/i18n/i18n';
import { mapTileSource } from '../../lib/map-tiles';

/** Spec part 2, section 9: map zoom 17. */
export const MAP_ZOOM = 17;

/** The class of a pin drawn as a Leaflet div icon (styled here: no box, a focus ring). */
export const MAP_PIN_CLASS = 'craftwork-map-pin';

type TSatelliteMapProps = {
  /** Names the map's region for screen readers. */
  label: string;
  center: { lat: number; lng: number };
  height: number | string;
  scrollWheelZoom?: boolean;
  /** The Leaflet map, once it exists (for reading its center, say). */
  onMap?: (map: L.Map | null) => void;
  children: ReactNode;
};

/**
 * A satellite map at zoom 17 with tiles from the configured source. Without tiles the pins,
 * pop-ups and keyboard navigation still work on a plain dark background, and a note says the
 * imagery is missing.
 */
export function SatelliteMap({
  label,
  center,
  height,
  scrollWheelZoom = true,
  onMap,
  children,
}: TSatelliteMapProps) {
  const { t } = useTranslation('common');
  const tiles = mapTileSource();
  const [tileState, setTileState] = useState<'unknown' | 'ok' | 'failing'>('unknown');
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          // Shown where tiles are missing: dark enough for the white-edged pins to stand out.
          background: '#37474f',
          fontFamily: 'inherit',
        },
        // The tile credits' links: underlined and dark enough to read (WCAG 1.4.1, 1.4.3).
        '& .leaflet-control-attribution a': { color: '#004a8f', textDecoration: 'underline' },
        [`& .${MAP_PIN_CLASS}`]: { background: 'none', border: 0 },
        [`& .${MAP_PIN_CLASS}:focus-visible`]: {
          outline: '3px solid #fff',
          outlineOffset: 2,
          borderRadius: '50%',
        },
      }}
    >
      <MapContainer
        ref={onMap}
        center={[center.lat, center.lng]}
        zoom={MAP_ZOOM}
        maxZoom={20}
        scrollWheelZoom={scrollWheelZoom}
        keyboard
      >
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          maxNativeZoom={19}
          maxZoom={20}
          eventHandlers={{
            tileload: () => setTileState('ok'),
            tileerror: () => setTileState((state) => (state === 'ok' ? state : 'failing')),
          }}
        />
        {children}
      </MapContainer>
      {tileState === 'failing' && (
        <Typography
          role="status"
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            right: 8,
            // Above the attribution (two lines on phones), over the pins, under the pop-ups.
            bottom: { xs: 44, sm: 28 },
            width: 'fit-content',
            zIndex: 650,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.7)',
            color: 'common.white',
          }}
        >
          {t('map.noImagery')}
        </Typography>
      )}
    </Box>
  );
}
