import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE, problemOf } from '../public-api/problem.ts';
import { ApiContract } from './api-contract.ts';

const contract = ApiContract.load();
const answer = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

describe('the API contract check', () => {
  it('passes an answer as documented', async () => {
    expect(await (await contract).check('POST', '/customers', answer(200, { id: 'c1' }))).toEqual(
      [],
    );
    const problem = problemOf(409, 'CONFLICT', 'Not now.');
    expect(
      await (
        await contract
      ).check('POST', '/customers', answer(409, problem, PROBLEM_CONTENT_TYPE)),
    ).toEqual([]);
  });

  it('fails a field the document does not name, and a missing one', async () => {
    const [extra] = await (
      await contract
    ).check('POST', '/customers', answer(200, { id: 'c1', secret: 'x' }));
    expect(extra).toMatch(/must NOT have additional properties.*secret/);
    const [missing] = await (await contract).check('POST', '/customers', answer(200, {}));
    expect(missing).toMatch(/must have required property 'id'/);
  });

  it('fails a status the operation does not document, and an undocumented content type', async () => {
    expect(await (await contract).check('POST', '/customers', answer(404, {}))).toEqual([
      'POST /customers → 404: status not documented for post /customers',
    ]);
    expect(await (await contract).check('GET', '/customers/c1', answer(404, {}))).toEqual([
      'GET /customers/c1 → 404: content type "application/json" not documented',
    ]);
  });
});
