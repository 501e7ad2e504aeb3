import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import L from 'leaflet';
import { Marker, useMapEvents } from 'react-leaflet';
import { roundCoordinate } from '@craftwork/domain/admin/locations';
import { useTranslation } from '../../lib/i18n/i18n';
import { MAP_PIN_CLASS, SatelliteMap } from '../ui/satellite-map';

export type TPoint = { lat: number; lng: number };

const PIN_SIZE = 30;

/** A pin drawn with inline styles only, so it shows without loading marker images. */
function pinIcon(color: string) {
  return L.divIcon({
    className: MAP_PIN_CLASS,
    html:
      `<div aria-hidden="true" style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;` +
      `background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6);` +
      'transform:rotate(-45deg);"></div>',
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
  });
}

/** The pickers' looks: site locations in blue, customer locations in green. */
const PICKER_KINDS = {
  location: { label: 'map.pickLocation', pin: 'map.locationPin', color: '#1565c0', height: 240 },
  place: { label: 'map.pickPlace', pin: 'map.placePin', color: '#2e7d32', height: 220 },
} as const;
const PINS = {
  location: pinIcon(PICKER_KINDS.location.color),
  place: pinIcon(PICKER_KINDS.place.color),
};

const rounded = (point: TPoint): TPoint => ({
  lat: roundCoordinate(point.lat),
  lng: roundCoordinate(point.lng),
});

function ClickToPlace({ onPick }: { onPick: (point: TPoint) => void }) {
  useMapEvents({ click: (event) => onPick(rounded(event.latlng)) });
  return null;
}

/** Keeps the map on the point when it is typed in rather than picked. */
function FollowPoint({ map, point }: { map: L.Map | null; point: TPoint | null }) {
  useEffect(() => {
    if (map && point && !map.getBounds().contains([point.lat, point.lng]))
      map.setView([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/**
 * Picks a place on the satellite map (a site location, a customer location): a click puts the
 * pin there, the pin can be dragged, and from the keyboard the map pans with the arrow keys and
 * "Place pin at map center" puts it in the middle. Works with no imagery at all (the pins and
 * clicks do not need tiles).
 */
export function MapPointPicker({
  kind,
  point,
  fallback,
  onPick,
}: {
  kind: keyof typeof PICKER_KINDS;
  point: TPoint | null;
  /** Where the map opens when there is no point yet (the site's center). */
  fallback: TPoint;
  onPick: (point: TPoint | null) => void;
}) {
  const { t } = useTranslation('common');
  const [map, setMap] = useState<L.Map | null>(null);
  // The map opens once, at the point or the site; later it follows typed points.
  const [center] = useState(point ?? fallback);
  const looks = PICKER_KINDS[kind];
  return (
    <Stack spacing={1}>
      <SatelliteMap label={t(looks.label)} center={center} height={looks.height} onMap={setMap}>
        <ClickToPlace onPick={onPick} />
        <FollowPoint map={map} point={point} />
        {point && (
          <Marker
            position={[point.lat, point.lng]}
            icon={PINS[kind]}
            title={t(looks.pin)}
            keyboard
            draggable
            eventHandlers={{
              dragend: (event) => onPick(rounded((event.target as L.Marker).getLatLng())),
            }}
          />
        )}
      </SatelliteMap>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={<PlaceIcon aria-hidden="true" />}
          disabled={!map}
          onClick={() => map && onPick(rounded(map.getCenter()))}
        >
          {t('map.placePinAtCenter')}
        </Button>
        {point && (
          <Button size="small" color="inherit" onClick={() => onPick(null)}>
            {t('map.clearPlace')}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('map.pickHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}
