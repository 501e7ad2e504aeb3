// The other half of the deliberate cycle in cycle-a.ts.
import { a } from './cycle-a.ts';

export const b = (): number => 1;
export const viaA = (): number => a();
