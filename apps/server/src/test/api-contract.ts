import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { API_PREFIX, publicApiDocument } from '../public-api/document.ts';

type TJson = Record<string, unknown>;
const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** Where the document's named schemas live once handed to ajv. */
const DEFS_ID = 'https://craftwork.app/api/v1/schemas';

/** `#/components/schemas/X` → the same schema among ajv's `$defs`. */
function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', `${DEFS_ID}#/$defs/`)
        : rewriteRefs(value),
    ]),
  );
}

type TOperation = { path: string; pattern: RegExp; method: string; responses: TJson };

/**
 * Every answer of /api/v1 checked against the OpenAPI document: its status must be documented
 * for the operation, and its JSON body must match the documented schema (ajv, strict, JSON
 * Schema 2020-12 as OpenAPI 3.1 uses). The schemas close their objects, so a field the server
 * sends that the document does not name fails as surely as a missing one.
 */
export class ApiContract {
  private readonly ajv: Ajv2020;
  private readonly operations: TOperation[] = [];
  private readonly responses: TJson;
  private readonly compiled = new Map<string, ValidateFunction>();

  private constructor(document: TJson) {
    this.ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(this.ajv);
    // OpenAPI's own annotations beside JSON Schema's.
    for (const keyword of ['x-native-type', 'x-enum-varnames', 'x-enum-descriptions'])
      this.ajv.addKeyword(keyword);
    const components = isObject(document.components) ? document.components : {};
    this.responses = isObject(components.responses) ? components.responses : {};
    this.ajv.addSchema({ $id: DEFS_ID, $defs: rewriteRefs(components.schemas) });
    const paths = isObject(document.paths) ? document.paths : {};
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, operation] of Object.entries(item))
        if (isObject(operation) && isObject(operation.responses))
          this.operations.push({ path, pattern, method, responses: operation.responses });
    }
  }

  static async load(): Promise<ApiContract> {
    const document = await publicApiDocument();
    return new ApiContract(isObject(document) ? document : {});
  }

  private operationOf(method: string, path: string): TOperation | undefined {
    const matching = this.operations.filter(
      (o) => o.method === method.toLowerCase() && o.pattern.test(path),
    );
    // A literal path wins over a template that also matches.
    return matching.find((o) => o.path === path) ?? matching[0];
  }

  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rewriteRefs(schema) as TJson);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** The problems of one answer to `method path` (path below /api/v1, without the query). */
  async check(method: string, path: string, response: Response): Promise<string[]> {
    if (path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/')) return [];
    const operation = this.operationOf(method, path);
    const where = `${method} ${path} → ${response.status}`;
    let documented: unknown;
    if (operation) {
      documented = operation.responses[String(response.status)];
      if (isObject(documented) && typeof documented.$ref === 'string')
        documented = this.responses[documented.$ref.replace('#/components/responses/', '')];
      if (!isObject(documented))
        return [`${where}: status not documented for ${operation.method} ${operation.path}`];
    } else {
      // No operation (an unknown path or method): the answer is still a documented problem.
      documented = this.responses.NotFound;
    }
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const text = await response.clone().text();
    if (text === '' && response.status === 204) return [];
    const content = isObject(documented) && isObject(documented.content) ? documented.content : {};
    const media = content[type];
    if (!isObject(media)) return [`${where}: content type "${type}" not documented`];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${where}: body is not JSON: ${text.slice(0, 200)}`];
    }
    const key = `${operation?.method ?? '*'} ${operation?.path ?? '*'} ${response.status} ${type}`;
    const validate = this.validatorFor(key, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${where}: ${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    );
  }
}

/**
 * fetch that fails on an answer of /api/v1 the document does not describe (other addresses
 * pass unchecked): the tests' `api()` helpers call this, so every answer of the integration
 * suite is checked. `base` is what the tests' paths follow (the server, or its /api/v1).
 */
export function checkedFetch(contract: Promise<ApiContract>, base: string) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(`${base}${path}`, init);
    const { pathname } = new URL(`${base}${path}`);
    if (!pathname.startsWith(`${API_PREFIX}/`)) return response;
    const problems = await (
      await contract
    ).check(init.method ?? 'GET', pathname.slice(API_PREFIX.length), response);
    if (problems.length > 0)
      throw new Error(`The answer does not match the API document:\n${problems.join('\n')}`);
    return response;
  };
}
