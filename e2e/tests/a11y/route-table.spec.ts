import { paths } from '../../../apps/web/src/config/paths';
import { expect, test } from '../../fixtures';
import { EXCLUDED, WALK } from './routes';

test('the walk opens every route of the route table, or says why not', () => {
  const walked = new Set(WALK.map((r) => r.route));
  const missing = Object.keys(paths).filter((key) => !walked.has(key) && !(key in EXCLUDED));
  expect(missing, 'routes with no walk entry and no exclusion').toEqual([]);
  const unknown = [...walked, ...Object.keys(EXCLUDED)].filter(
    (key) => key !== '404' && !(key in paths),
  );
  expect(unknown, 'walk entries naming no route').toEqual([]);
});
