import { INVENTORY_TEXTS } from '@craftwork/domain/inventory/movement';
import { inventoryEnabled } from '@craftwork/domain/site/customizations';
import { AppError } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';

/** Inventory works only on sites that enable it (site settings, Inventory). */
export async function requireInventoryEnabled(loadSite: SiteSource) {
  const site = await loadSite();
  if (!inventoryEnabled(site.config)) throw new AppError('FORBIDDEN', INVENTORY_TEXTS.disabled);
  return site;
}
