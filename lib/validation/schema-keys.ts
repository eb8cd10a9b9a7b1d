/**
 * The field names a zod schema allows at a path, so an unknown key can be answered with "did you mean".
 * Zod has no public API for this; the walk reads the schema definitions (`_zod.def`) of the few wrapper
 * kinds our schemas use and returns nothing for the rest.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not change the shape: optional, nullable, default, pipe (transform). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

function step(schema: z.ZodType, key: PropertyKey): z.ZodType[] {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return def.shape && typeof key === 'string' && def.shape[key] ? [def.shape[key]] : [];
    case 'array':
      return def.element ? [def.element] : [];
    case 'record':
      return def.valueType ? [def.valueType] : [];
    case 'tuple':
      return typeof key === 'number' && def.items?.[key] ? [def.items[key]] : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => step(option, key));
    default:
      return [];
  }
}

function objectKeys(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return (def.options ?? []).flatMap(objectKeys);
  return [];
}

/** Keys of the object schema(s) at `path`; unions contribute the keys of every option. */
export function knownKeysAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  let schemas = [schema];
  for (const key of path) schemas = schemas.flatMap((current) => step(current, key));
  return [...new Set(schemas.flatMap(objectKeys))];
}
