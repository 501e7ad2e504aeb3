import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import L from 'leaflet';
import { Marker, useMapEvents } from 'react-leaflet';
import { SITE_SETTINGS_LIMITS, type TSiteSettings } from '@craftwork/domain/site/settings';
import type { TMapCenter } from '@craftwork/domain/site/settings-fields';
import { isLanguage, LANGUAGES } from '@craftwork/domain/i18n/languages';
import { MAP_PIN_CLASS, SatelliteMap } from '../../../components/ui/satellite-map';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSectionDraft } from '../hooks/use-section-draft';
import { SettingsSection } from './settings-section';
import { domainTextOf } from '../../../lib/i18n/domain-text';

const KEYS = ['name', 'timezone', 'defaultLanguage', 'mapCenter'] as const;

/** Where the map opens when the site has no centre yet. */
const NO_CENTER = { lat: 29.7604, lng: -95.3698 };
const PIN_SIZE = 30;

const centerPin = L.divIcon({
  className: MAP_PIN_CLASS,
  html:
    `<div aria-hidden="true" style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;` +
    'background:#1976d2;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6);' +
    'transform:rotate(-45deg);"></div>',
  iconSize: [PIN_SIZE, PIN_SIZE],
  iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
});

/** The IANA time zones the browser knows, with the site's own first if it is missing. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const all = new Set(['UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** Both coordinates typed as numbers, or both empty (no centre). */
function parseCenter(typed: {
  latitude: string;
  longitude: string;
}): { ok: true; center: TMapCenter | null } | { ok: false } {
  const lat = typed.latitude.trim();
  const lng = typed.longitude.trim();
  if (lat === '' && lng === '') return { ok: true, center: null };
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (lat === '' || lng === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { ok: false };
  }
  return { ok: true, center: { latitude, longitude } };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A map click places the centre there. */
function ClickToPlace({ onPlace }: { onPlace: (point: TMapCenter) => void }) {
  useMapEvents({
    click: (event) =>
      onPlace({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

export function GeneralSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const draft = useSectionDraft(settings, KEYS);
  const zones = useMemo(() => timeZones(settings.timezone), [settings.timezone]);
  const [map, setMap] = useState<L.Map | null>(null);
  const center = draft.value('mapCenter');
  // What is typed in the coordinate fields, while typing (a half-typed "-" or "29." stays).
  const [typed, setTyped] = useState<{ latitude: string; longitude: string } | null>(null);
  const text = (which: 'latitude' | 'longitude') =>
    typed ? typed[which] : center ? String(center[which]) : '';
  const coordinateError =
    typed && !parseCenter(typed).ok ? t('siteSettings.general.coordinateError') : null;

  const place = (point: TMapCenter | null) => {
    setTyped(null);
    draft.set('mapCenter', point);
    if (point) map?.panTo([point.latitude, point.longitude]);
  };

  const typeCoordinate = (which: 'latitude' | 'longitude', value: string) => {
    const next = { latitude: text('latitude'), longitude: text('longitude'), [which]: value };
    setTyped(next);
    const parsed = parseCenter(next);
    if (!parsed.ok) return;
    draft.set('mapCenter', parsed.center);
    const point = parsed.center;
    if (point && Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180) {
      map?.panTo([point.latitude, point.longitude]);
    }
  };

  const shown = center ? { lat: center.latitude, lng: center.longitude } : NO_CENTER;
  const centerError = coordinateError ?? draft.errors.mapCenter ?? null;

  return (
    <SettingsSection
      title={t('siteSettings.tabs.general')}
      draft={{
        ...draft,
        valid: draft.valid && !coordinateError,
        reset: () => {
          setTyped(null);
          draft.reset();
        },
      }}
    >
      <TextField
        id="site-settings-name"
        label={t('siteSettings.general.siteName')}
        required
        value={draft.value('name')}
        onChange={(event) => draft.set('name', event.target.value)}
        error={!!draft.errors.name}
        helperText={domainTextOf(draft.errors.name)}
        slotProps={{ htmlInput: { maxLength: SITE_SETTINGS_LIMITS.name + 10 } }}
        fullWidth
      />
      <Autocomplete
        id="site-settings-timezone"
        options={zones}
        value={draft.value('timezone')}
        disableClearable
        onChange={(_, zone) => draft.set('timezone', zone)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('siteSettings.general.timeZone')}
            required
            error={!!draft.errors.timezone}
            helperText={
              domainTextOf(draft.errors.timezone) ?? t('siteSettings.general.timeZoneHelp')
            }
          />
        )}
      />
      <TextField
        id="site-settings-default-language"
        select
        label={t('siteSettings.general.defaultLanguage')}
        value={draft.value('defaultLanguage')}
        onChange={(event) => {
          if (isLanguage(event.target.value)) draft.set('defaultLanguage', event.target.value);
        }}
        helperText={t('siteSettings.general.defaultLanguageHelp')}
      >
        {LANGUAGES.map((l) => (
          <MenuItem key={l.code} value={l.code} lang={l.code} dir={l.dir}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          {t('siteSettings.general.mapCentre')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5 }}>
          <TextField
            id="site-settings-latitude"
            label={t('siteSettings.general.latitude')}
            value={text('latitude')}
            onChange={(event) => typeCoordinate('latitude', event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
            error={!!centerError}
            fullWidth
          />
          <TextField
            id="site-settings-longitude"
            label={t('siteSettings.general.longitude')}
            value={text('longitude')}
            onChange={(event) => typeCoordinate('longitude', event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
            error={!!centerError}
            fullWidth
          />
        </Stack>
        <Typography
          variant="caption"
          color={centerError ? 'error' : 'text.secondary'}
          component="p"
          role={centerError ? 'alert' : undefined}
          sx={{ mb: 1 }}
        >
          {centerError ??
            (center ? t('siteSettings.general.mapHelp') : t('siteSettings.general.noMapCentre'))}
        </Typography>
        <SatelliteMap
          label={t('siteSettings.general.mapLabel')}
          center={shown}
          height={280}
          scrollWheelZoom={false}
          onMap={setMap}
        >
          <ClickToPlace onPlace={place} />
          {center && (
            <Marker
              position={[center.latitude, center.longitude]}
              icon={centerPin}
              title={t('siteSettings.general.siteCentre')}
              keyboard
              draggable
              eventHandlers={{
                dragend: (event) => {
                  const point = (event.target as L.Marker).getLatLng();
                  place({ latitude: round(point.lat), longitude: round(point.lng) });
                },
              }}
            />
          )}
        </SatelliteMap>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<PlaceIcon aria-hidden="true" />}
            disabled={!map}
            onClick={() => {
              if (!map) return;
              const point = map.getCenter();
              place({ latitude: round(point.lat), longitude: round(point.lng) });
            }}
          >
            {t('siteSettings.general.placePin')}
          </Button>
          {center && (
            <Button size="small" onClick={() => place(null)}>
              {t('siteSettings.general.clearCentre')}
            </Button>
          )}
        </Stack>
      </Box>
    </SettingsSection>
  );
}
