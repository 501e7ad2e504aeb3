import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/Place';
import L from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_PIN_CLASS, SatelliteMap } from '../../../components/ui/satellite-map';
import { useTranslation } from '../../../lib/i18n/i18n';

export type TPoint = { lat: number; lng: number };

const PIN_SIZE = 28;
const pin = L.divIcon({
  className: MAP_PIN_CLASS,
  html:
    `<div aria-hidden="true" style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;` +
    'background:#1976d2;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6);' +
    'transform:rotate(-45deg);"></div>',
  iconSize: [PIN_SIZE, PIN_SIZE],
  iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
});

function ClickToPlace({ onPick }: { onPick: (point: TPoint) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng) });
  return null;
}

/** A centre typed into the fields is brought into view. */
function FollowPoint({ point }: { point: TPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.panTo(point);
  }, [map, point?.lat, point?.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Picks the site's map centre on the satellite map: a click (or dragging the pin) places it;
 * from the keyboard, pan with the arrow keys and place it at the map's centre.
 */
export function MapCentrePicker({
  value,
  start,
  onChange,
}: {
  value: TPoint | null;
  /** Where the map opens when no centre is picked yet. */
  start: TPoint & { zoom?: number };
  onChange: (point: TPoint) => void;
}) {
  const { t } = useTranslation('sites');
  const [map, setMap] = useState<L.Map | null>(null);
  const pick = (point: TPoint) => onChange({ lat: round(point.lat), lng: round(point.lng) });
  return (
    <Box>
      <SatelliteMap
        label={t('mapCentre.mapLabel')}
        center={value ?? start}
        height={220}
        scrollWheelZoom={false}
        onMap={(m) => {
          setMap(m);
          if (m && !value && start.zoom !== undefined) m.setZoom(start.zoom);
        }}
      >
        <ClickToPlace onPick={pick} />
        <FollowPoint point={value} />
        {value && (
          <Marker
            position={[value.lat, value.lng]}
            icon={pin}
            title={t('mapCentre.pin')}
            draggable
            eventHandlers={{ dragend: (event) => pick((event.target as L.Marker).getLatLng()) }}
          />
        )}
      </SatelliteMap>
      <Button
        size="small"
        startIcon={<PlaceIcon aria-hidden="true" />}
        disabled={!map}
        onClick={() => map && pick(map.getCenter())}
        sx={{ mt: 0.5 }}
      >
        {t('mapCentre.useMapCentre')}
      </Button>
    </Box>
  );
}
