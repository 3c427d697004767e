/** A JSON schema as the OpenAPI document writes it (the parts the route walks read). */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
/** Where a field sits in a body: keys and array indexes. */
export type Path = (string | number)[];

export interface Found {
  /** free-text string fields */
  strings: Path[];
  /** integer fields named as ids (`id`, `...Id`, and the items of `...Ids`) */
  ids: Path[];
}

const ID_NAME = /^(id|.*Id|.*_id)$/;
const IDS_NAME = /^(.*Ids|.*_ids)$/;

function isInteger(s: Schema): boolean {
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.some(isInteger);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes('integer');
}

/** Whether a parameter or field is an id: an integer named `id`, `...Id`, or the items of `...Ids`. */
export function isIdField(name: string, s: Schema): boolean {
  if (ID_NAME.test(name) && isInteger(s)) return true;
  return IDS_NAME.test(name) && s.type === 'array' && !!s.items && isInteger(s.items);
}

/** A plausible value for a schema, noting the paths of its free-text string fields and of its id fields. */
export function sample(s: Schema, at: Path, found: Found): unknown {
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], at, found);
  if (s.allOf) return sample(Object.assign({}, ...s.allOf), at, found);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const name = String(at.findLast((k) => typeof k === 'string') ?? '');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, [...at, k], found);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, (_, i) =>
        sample(s.items ?? {}, [...at, i], i === 0 ? found : { strings: [], ids: [] }),
      );
    case 'integer':
    case 'number':
      if (type === 'integer' && (ID_NAME.test(name) || IDS_NAME.test(name))) found.ids.push(at);
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      found.strings.push(at);
      if (s.format === 'email' || name.toLowerCase().includes('email')) return 'walker@demo.test';
      if (s.pattern?.includes('\\d{4}')) return '2031-03-04';
      if (s.pattern?.includes('[0-5]\\d$')) return '09:30';
      if (s.pattern?.includes('OWN-')) return 'OWN-1';
      if (/^time_?zone$/i.test(name)) return 'Europe/Berlin';
      if (s.format === 'date-time') return '2031-03-04T10:00:00.000Z';
      return 'x'.repeat(Math.max(3, s.minLength ?? 3));
    }
    default:
      return 'x';
  }
}

/** A copy of a body with one field set. */
export function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}
