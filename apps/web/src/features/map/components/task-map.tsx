import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { formatTimeline } from '@craftwork/domain/format/dates';
import { MAP_PIN_CATEGORIES, type TMapPinCategory } from '@craftwork/domain/map/pins';
import { PIN_STYLES, type TLatLng, type TMapPin } from '../utils/pins';
import { mapTileSource } from '../../../lib/map-tiles';

/** Spec part 2, section 9: map zoom 17. */
export const MAP_ZOOM = 17;

const PIN_SIZE = 26;

/** A pin drawn with inline styles only: no marker images to load, so it shows without network. */
function pinIcon(category: TMapPinCategory): L.DivIcon {
  const { color, letter } = PIN_STYLES[category];
  return L.divIcon({
    className: 'craftwork-map-pin',
    html:
      // The marker is named by its title; the drawing is decoration.
      `<div aria-hidden="true" style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;` +
      `background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6);` +
      'transform:rotate(-45deg);display:flex;align-items:center;justify-content:center;">' +
      '<span style="transform:rotate(45deg);color:#fff;font:700 12px/1 system-ui,sans-serif;">' +
      `${letter}</span></div>`,
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
    popupAnchor: [0, -PIN_SIZE],
  });
}

type TTaskMapProps = {
  center: TLatLng;
  pins: readonly TMapPin[];
  timeZone: string;
  recordPath: (pin: TMapPin) => string;
};

/**
 * The satellite map of tasks. Tiles come from the configured source; without them the pins,
 * pop-ups and keyboard navigation still work on a plain background.
 */
export function TaskMap({ center, pins, timeZone, recordPath }: TTaskMapProps) {
  const tiles = mapTileSource();
  const icons = useMemo(
    () =>
      Object.fromEntries(MAP_PIN_CATEGORIES.map((c) => [c, pinIcon(c)])) as Record<
        TMapPinCategory,
        L.DivIcon
      >,
    [],
  );
  const [tileState, setTileState] = useState<'unknown' | 'ok' | 'failing'>('unknown');

  return (
    <Box
      role="region"
      aria-label="Map of tasks"
      sx={{
        position: 'relative',
        height: '100%',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          // Shown where tiles are missing: dark enough for the white-edged pins to stand out.
          background: '#37474f',
          fontFamily: 'inherit',
        },
        '& .craftwork-map-pin': { background: 'none', border: 0 },
        '& .craftwork-map-pin:focus-visible': {
          outline: '3px solid #fff',
          outlineOffset: 2,
          borderRadius: '50%',
        },
      }}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={MAP_ZOOM}
        maxZoom={20}
        scrollWheelZoom
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
        {pins.map((pin) => {
          const style = PIN_STYLES[pin.category];
          return (
            <Marker
              key={pin.task.id}
              position={[pin.position.lat, pin.position.lng]}
              icon={icons[pin.category]}
              title={`${pin.task.title} (${style.label})`}
              keyboard
            >
              <Popup>
                <Typography variant="subtitle2" component="div">
                  {pin.task.title}
                </Typography>
                <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                  {`Status: ${taskStatusName(pin.task.taskStatus)}`}
                </Typography>
                <Typography variant="body2" component="div" color="text.secondary" sx={{ my: 0.5 }}>
                  {style.label}
                  {pin.task.timestampScheduled
                    ? ` · ${formatTimeline(new Date(pin.task.timestampScheduled), timeZone)}`
                    : ''}
                  {pin.task.locationTitle ? ` · ${pin.task.locationTitle}` : ''}
                </Typography>
                <RouterLink to={recordPath(pin)}>Open record</RouterLink>
              </Popup>
            </Marker>
          );
        })}
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
          Map imagery is not available; the pins are still shown.
        </Typography>
      )}
    </Box>
  );
}
