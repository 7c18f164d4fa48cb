// Reads the app's own OpenAPI document and turns every operation into something a test can call:
// a schema-valid example request, and the list of fields that name a person or a record.
// Data-driven on purpose: a route a helper adds tomorrow is attacked without editing this file.
import type { FastifyInstance } from 'fastify';

// The JSON Schema shapes of this API's contracts, and the values the reference page shows for them:
// the attacks send the same schema-valid examples the API reference documents.
export type { Schema as JsonSchema } from '../../src/plugins/openapi-examples';
import { exampleOf, type Schema as JsonSchema } from '../../src/plugins/openapi-examples';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path with {param} placeholders. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** True when the body is not JSON (multipart uploads): fuzzed with a JSON body all the same. */
  nonJsonBody: boolean;
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: json,
        nonJsonBody: !json && Object.keys(content).length > 0,
      });
    }
  }
  return ops;
}

export const opName = (op: Operation) => `${op.method} ${op.path}`;

/** Fills `{param}` placeholders. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

/** Query string from a parameter list and values. */
export function queryOf(params: Parameter[], values: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && values[p.name] !== undefined) q.set(p.name, String(values[p.name]));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A request with schema-valid parameters and body. */
export function exampleRequest(op: Operation) {
  const params: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'header') headers[p.name] = `attack-${Math.random().toString(36).slice(2)}-${Date.now()}`;
    else if (p.in !== 'cookie') params[p.name] = exampleOf(p.schema, p.name);
  }
  const body = op.body ? (exampleOf(op.body) as Record<string, unknown>) : undefined;
  return { params, headers, body };
}

/** Where an integer sits in a request: a path or query parameter, or a body field (dotted path). */
export interface IntegerSlot {
  in: 'path' | 'query' | 'body';
  /** Parameter name, or the body field's path such as `items.0.quantity`. */
  name: string;
}

const isIntegerSchema = (schema: JsonSchema | undefined): boolean => {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isIntegerSchema);
};

function bodyIntegerPaths(schema: JsonSchema | undefined, prefix: string, out: string[], depth = 0): void {
  if (!schema || depth > 6) return;
  for (const alt of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (alt.type === 'object' || alt.properties) bodyIntegerPaths(alt, prefix, out, depth + 1);
  }
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isIntegerSchema(prop)) out.push(path);
    else if (prop.type === 'object' || prop.properties) bodyIntegerPaths(prop, path, out, depth + 1);
    else if (prop.type === 'array' && prop.items) {
      if (isIntegerSchema(prop.items)) out.push(`${path}.0`);
      else bodyIntegerPaths(prop.items, `${path}.0`, out, depth + 1);
    }
  }
}

/** Every integer (or number) an operation takes, in its parameters and its JSON body. */
export function integerSlots(op: Operation): IntegerSlot[] {
  const slots: IntegerSlot[] = [];
  for (const p of op.parameters) {
    if ((p.in === 'path' || p.in === 'query') && isIntegerSchema(p.schema)) slots.push({ in: p.in, name: p.name });
  }
  const paths: string[] = [];
  bodyIntegerPaths(op.body, '', paths);
  for (const name of paths) slots.push({ in: 'body', name });
  return slots;
}

/** Sets a dotted path (`items.0.quantity`) in a JSON value, creating arrays and objects on the way. */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Integers and numbers of an operation's request whose schema sets no maximum (or a larger one than `max`). */
export function unboundedNumbers(op: Operation, max: number): string[] {
  const out: string[] = [];
  const visit = (schema: JsonSchema | undefined, where: string, depth = 0) => {
    if (!schema || depth > 8) return;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if ((types.includes('integer') || types.includes('number')) && !(typeof schema.maximum === 'number' && schema.maximum <= max)) out.push(where);
    for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(alt, where, depth + 1);
    for (const [key, prop] of Object.entries(schema.properties ?? {})) visit(prop, `${where}.${key}`, depth + 1);
    if (schema.items) visit(schema.items, `${where}[]`, depth + 1);
  };
  for (const p of op.parameters) visit(p.schema, `${p.in}:${p.name}`);
  visit(op.body, 'body');
  return out.map((w) => `${opName(op)} ${w}`);
}
