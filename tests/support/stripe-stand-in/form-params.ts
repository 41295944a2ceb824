/** A parameter value as Stripe's form encoding carries it: text, or nested objects and arrays of text. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** `a[b][0][c]` → ['a', 'b', '0', 'c']. */
function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]!);
  return parts;
}

const isIndex = (part: string) => /^\d+$/.test(part);

/** Objects whose keys are all 0..n-1 become arrays, as Stripe reads `line_items[0][quantity]`. */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((k) => [k, arraysFromIndexedObjects(value[k]!)]));
  if (keys.length > 0 && keys.every(isIndex)) {
    const indexes = keys.map(Number).sort((a, b) => a - b);
    if (indexes.every((n, i) => n === i)) return indexes.map((n) => entries[String(n)]!);
  }
  return entries;
}

/**
 * Stripe's form encoding (what the SDK's `stringifyRequestData` writes): `key=value` pairs, nested
 * objects as `a[b]=…`, arrays as `a[0]=…`. Brackets may arrive encoded or not (Stripe accepts both).
 */
export function parseFormParams(body: string): FormParams {
  const root: { [key: string]: FormValue } = {};
  if (!body) return root;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const parts = splitKey(key);
    let node: { [key: string]: FormValue } = root;
    parts.forEach((part, i) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[part] = {};
      node = node[part] as { [key: string]: FormValue };
    });
  }
  return arraysFromIndexedObjects(root) as FormParams;
}

/** A nested text parameter, or undefined. */
export function textParam(params: FormParams | undefined, ...path: string[]): string | undefined {
  let node: FormValue | undefined = params;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A text-only map (metadata): nested values are left out. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** `expand[]` as a list of paths. */
export function expandList(params: FormParams): string[] {
  const expand = params.expand;
  if (expand === undefined) return [];
  if (typeof expand === 'string') return [expand];
  return (Array.isArray(expand) ? expand : Object.values(expand)).filter((v): v is string => typeof v === 'string');
}
