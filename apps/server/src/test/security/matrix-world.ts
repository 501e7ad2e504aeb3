import type { Database } from '../../db/client.ts';
import type { TestApp } from '../harness.ts';
import { AREAS } from './areas/index.ts';
import { buildBaseWorld, type MatrixWorld } from './principals.ts';

/** The principals' world, then each area's own objects (areas/). */
export async function buildMatrixWorld(t: TestApp, db: Database): Promise<MatrixWorld> {
  const world = await buildBaseWorld(t, db);
  for (const area of AREAS) await area.prepare?.(t, db, world);
  return world;
}
