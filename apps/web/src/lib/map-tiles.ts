import { buildVars } from '../config/env';

/** A public satellite imagery service, used when VITE_MAP_TILE_URL is not set. */
export const DEFAULT_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_ATTRIBUTION =
  'Imagery &copy; Esri, Maxar, Earthstar Geographics, and the GIS User Community';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The map's tile source: configured at build time (Vite env), else the default service. */
export function mapTileSource(env: Readonly<Record<string, unknown>> = buildVars): {
  url: string;
  attribution: string;
} {
  const url = text(env.VITE_MAP_TILE_URL);
  if (!url) return { url: DEFAULT_TILE_URL, attribution: DEFAULT_ATTRIBUTION };
  return { url, attribution: text(env.VITE_MAP_TILE_ATTRIBUTION) ?? '' };
}
