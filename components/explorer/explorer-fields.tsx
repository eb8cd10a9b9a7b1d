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
  // The text as typed while the field has focus: emptied to type another number, it stays empty (the
  // value stays what it was) instead of showing the minimum at once, which the next digit would extend.
  const [draft, setDraft] = useState<string | null>(null);
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
          value={draft ?? value}
          aria-describedby={clamped ? `${id}-note` : undefined}
          onBlur={() => setDraft(null)}
          onChange={(e) => {
            const typed = e.target.value;
            setDraft(typed);
            const n = Math.trunc(Number(typed));
            if (typed === '' || !Number.isFinite(n)) return;
            const next = Math.min(max, Math.max(min, n));
            setClamped(
              next !== n ? `${label}: ${typed} is outside ${min} to ${max}, so ${next} is used.` : null,
            );
            onChange(next);
          }}
        />
      </span>
      {/* Always there, so that a screen reader announces the note when it appears. */}
      <span className="xp-note xp-field-note" id={`${id}-note`} aria-live="polite">
        {clamped}
      </span>
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
