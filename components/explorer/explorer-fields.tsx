import { useId, useState } from 'react';
import { MAX_EXTENT } from '@/lib/explorer/ui-state';

const set = <T,>(pair: [T, T], i: number, v: T): [T, T] => (i === 0 ? [v, pair[1]] : [pair[0], v]);

/** A whole number clamped to its range as the reader types; an emptied field counts as `min`. */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  // What a typed value outside the field's range became, until the next change of this field.
  const [clamped, setClamped] = useState<string | null>(null);
  return (
    <>
      <span className="xp-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-describedby={clamped ? `${id}-note` : undefined}
          onChange={(e) => {
            const typed = e.target.value;
            const n = Math.trunc(Number(typed));
            const next = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
            const outside = typed !== '' && Number.isFinite(n) && next !== n;
            setClamped(
              outside ? `${label}: ${typed} is outside ${min} to ${max}, so ${next} is used.` : null,
            );
            onChange(next);
          }}
        />
      </span>
      {clamped && (
        <span className="xp-note xp-field-note" id={`${id}-note`}>
          {clamped}
        </span>
      )}
    </>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <span className="xp-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}

/** One number field per dimension, labelled `[i]` when there are two. */
export function PairFields({
  label,
  value,
  dims,
  min,
  onChange,
}: {
  label: string;
  value: [number, number];
  dims: 1 | 2;
  min: number;
  onChange: (value: [number, number]) => void;
}) {
  return (
    <>
      {Array.from({ length: dims }, (_, i) => (
        <NumberField
          key={i}
          label={dims === 1 ? label : `${label} [${i}]`}
          value={value[i]!}
          min={min}
          max={MAX_EXTENT}
          onChange={(v) => onChange(set(value, i, v))}
        />
      ))}
    </>
  );
}
