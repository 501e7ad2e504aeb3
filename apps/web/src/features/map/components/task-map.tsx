import { useEffect, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { MAP_PIN_CATEGORIES, type TMapPinCategory } from '@craftwork/domain/map/pins';
import { PIN_STYLES, type TLatLng, type TMapPin } from '../utils/pins';
import { MAP_PIN_CLASS, MAP_ZOOM, SatelliteMap } from '../../../components/ui/satellite-map';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useStatusName } from '../../../lib/i18n/use-status-name';

const PIN_SIZE = 26;

/** A pin drawn with inline styles only: no marker images to load, so it shows without network. */
function pinIcon(category: TMapPinCategory): L.DivIcon {
  const { color, letter } = PIN_STYLES[category];
  return L.divIcon({
    className: MAP_PIN_CLASS,
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

/**
 * Fits the map to its pins whenever the set of pins changes (another list, a pin added or
 * gone), not on every refresh, so a user's own panning stays put. No closer than zoom 17.
 */
function FitToPins({ pins }: { pins: readonly TMapPin[] }) {
  const map = useMap();
  const key = pins
    .map((p) => p.task.id)
    .sort()
    .join(',');
  useEffect(() => {
    if (pins.length === 0) return;
    const bounds = L.latLngBounds(pins.map((p) => [p.position.lat, p.position.lng]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAP_ZOOM, animate: false });
    // Only a change in which pins there are refits the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
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
  const { t } = useTranslation('field');
  const { timeline } = useFormat();
  const statusName = useStatusName();
  const icons = useMemo(
    () =>
      Object.fromEntries(MAP_PIN_CATEGORIES.map((c) => [c, pinIcon(c)])) as Record<
        TMapPinCategory,
        L.DivIcon
      >,
    [],
  );

  return (
    <SatelliteMap label={t('map.mapLabel')} center={center} height="100%">
      <FitToPins pins={pins} />
      {pins.map((pin) => {
        const category = t(`map.category.${pin.category}`);
        return (
          <Marker
            key={pin.task.id}
            position={[pin.position.lat, pin.position.lng]}
            icon={icons[pin.category]}
            title={t('map.pinTitle', { title: pin.task.title, category })}
            keyboard
          >
            <Popup>
              <Typography variant="subtitle2" component="div">
                {pin.task.title}
              </Typography>
              <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                {t('map.popup.status', {
                  status: isTaskStatus(pin.task.taskStatus)
                    ? statusName(pin.task.taskStatus)
                    : taskStatusName(pin.task.taskStatus),
                })}
              </Typography>
              <Typography variant="body2" component="div" color="text.secondary" sx={{ my: 0.5 }}>
                {category}
                {pin.task.timestampScheduled
                  ? ` · ${timeline(pin.task.timestampScheduled, timeZone)}`
                  : ''}
                {pin.task.locationTitle ? ` · ${pin.task.locationTitle}` : ''}
              </Typography>
              <RouterLink to={recordPath(pin)}>{t('map.popup.openRecord')}</RouterLink>
            </Popup>
          </Marker>
        );
      })}
    </SatelliteMap>
  );
}
