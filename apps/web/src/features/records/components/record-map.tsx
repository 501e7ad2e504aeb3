import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import type { TFunction } from 'i18next';
import L from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { MAP_PIN_CLASS, SatelliteMap } from '../../../components/ui/satellite-map';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import type { TCraftRecord } from '../api/get-craft-record';
import { useUpdateCraftDetails } from '../api/update-craft-details';

const PIN_SIZE = 30;

export type TMapPoint = { lat: number; lng: number };

/** '{n} open task(s)', as the map's info window says it. */
export function openTasksText(count: number, t: TFunction<'records'>): string {
  return t('map.openTasks', { count });
}

/** A pin drawn with inline styles only, so it shows without loading marker images. */
const recordPin = L.divIcon({
  className: MAP_PIN_CLASS,
  html:
    `<div aria-hidden="true" style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;` +
    'background:#d32f2f;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6);' +
    'transform:rotate(-45deg);"></div>',
  iconSize: [PIN_SIZE, PIN_SIZE],
  iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
  popupAnchor: [0, -PIN_SIZE],
});

type TRecordMapProps = {
  record: Pick<TCraftRecord, 'refPath' | 'title' | 'latitude' | 'longitude' | 'numOpenTasks'>;
  /** Where the pin starts when the record and its location have no position (the site). */
  fallback: TMapPoint | null;
  /** Whether the user may move the pin (they may update the record). */
  canMove: boolean;
};

/**
 * The craft record's map (satellite, zoom 17): its pin at the record's position, else its
 * location's, else the site's; the pin's info window names the record and its open tasks.
 * Who may update the record moves the pin by dragging it, or from the keyboard by panning the
 * map (arrow keys) and placing the pin at the map's center.
 */
export function RecordMap({ record, fallback, canMove }: TRecordMapProps) {
  const { t } = useTranslation('records');
  const notify = useNotify();
  const update = useUpdateCraftDetails();
  const [map, setMap] = useState<L.Map | null>(null);
  // Where the pin was just moved to: it stays there while the move is saved and the record
  // reloads, and goes back if the save fails.
  const [moved, setMoved] = useState<TMapPoint | null>(null);
  useEffect(() => setMoved(null), [record.latitude, record.longitude]);
  const position = useMemo<TMapPoint | null>(
    () =>
      record.latitude !== null && record.longitude !== null
        ? { lat: record.latitude, lng: record.longitude }
        : fallback,
    [record.latitude, record.longitude, fallback],
  );
  const shown = moved ?? position;

  if (!shown) {
    return <Typography color="text.secondary">{t('map.none')}</Typography>;
  }

  const moveTo = (point: TMapPoint) => {
    setMoved({ lat: point.lat, lng: point.lng });
    update.mutate(
      { refPath: record.refPath, mapLocation: { latitude: point.lat, longitude: point.lng } },
      {
        onSuccess: () => notify.success(TASK_MESSAGES.mapLocationChanged),
        onError: (error) => {
          setMoved(null);
          notify.error(error);
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      <SatelliteMap
        label={t('map.label')}
        center={shown}
        height={280}
        scrollWheelZoom={false}
        onMap={setMap}
      >
        <Marker
          position={[shown.lat, shown.lng]}
          icon={recordPin}
          title={record.title}
          keyboard
          draggable={canMove && !update.isPending}
          eventHandlers={{
            dragend: (event) => moveTo((event.target as L.Marker).getLatLng()),
          }}
        >
          <Popup>
            <Typography variant="subtitle2" component="div">
              {record.title}
            </Typography>
            <Typography variant="body2" component="div">
              {openTasksText(record.numOpenTasks, t)}
            </Typography>
          </Popup>
        </Marker>
      </SatelliteMap>
      {canMove && (
        <Box>
          <Button
            size="small"
            startIcon={<PlaceIcon aria-hidden="true" />}
            disabled={!map || update.isPending}
            onClick={() => {
              if (map) moveTo(map.getCenter());
            }}
          >
            {t('map.placePin')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
