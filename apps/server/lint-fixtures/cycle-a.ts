// A deliberate import cycle (cycle-a -> cycle-b -> cycle-a): the lint must refuse it.
// Ignored by the main lint; src/test/lint-boundaries.test.ts lints it on purpose.
import { b } from './cycle-b.ts';

export const a = (): number => b() + 1;
