import { MAX_CHUNKS, MAX_EXTENT, ACCESS_MODES, MAPPER_KINDS } from '@/lib/explorer/ui-state';
import { type AccessorState, type ExplorerState, type StepsMode } from '@/lib/explorer/ui-state';
import { NumberField, SelectField } from './explorer-fields';

type Update = (change: Partial<ExplorerState>) => void;
const opts = <T extends string>(values: readonly T[]) => values.map((v) => [v, v] as const);
const set = <T,>(pair: [T, T], i: number, v: T): [T, T] => (i === 0 ? [v, pair[1]] : [pair[0], v]);

function PairFields({
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

function AccessorFields({ state, index, update }: { state: ExplorerState; index: number; update: Update }) {
  const a = state.accessors[index]!;
  const name = index === 0 ? 'a' : 'b';
  const change = (c: Partial<AccessorState>) =>
    update({ accessors: state.accessors.map((x, i) => (i === index ? { ...x, ...c } : x)) });
  return (
    <fieldset className="xp-group">
      <legend>{`Accessor on buffer ${name}`}</legend>
      <PairFields
        label={`Buffer ${name} range`}
        value={a.range}
        dims={state.dims}
        min={1}
        onChange={(range) => change({ range })}
      />
      <SelectField
        label={`Access mode (${name})`}
        value={a.mode}
        options={opts(ACCESS_MODES)}
        onChange={(mode) => change({ mode })}
      />
      <SelectField
        label={`Range mapper (${name})`}
        value={a.mapper}
        options={opts(MAPPER_KINDS)}
        onChange={(mapper) => change({ mapper })}
      />
      {(a.mapper === 'neighborhood' || a.mapper === 'fixed') && (
        <PairFields
          label={a.mapper === 'fixed' ? `Fixed offset (${name})` : `Neighborhood extent (${name})`}
          value={a.offset}
          dims={state.dims}
          min={0}
          onChange={(offset) => change({ offset })}
        />
      )}
      {a.mapper === 'fixed' && (
        <PairFields
          label={`Fixed range (${name})`}
          value={a.size}
          dims={state.dims}
          min={0}
          onChange={(size) => change({ size })}
        />
      )}
      {a.mapper === 'slice' && (
        <NumberField
          label={`Slice dimension (${name})`}
          value={a.dim}
          min={0}
          max={state.dims - 1}
          onChange={(dim) => change({ dim })}
        />
      )}
      {a.mapper === 'neighborhood' && (
        <SelectField
          label={`Neighborhood shape, from v0.7 (${name})`}
          value={a.shape}
          options={[
            ['bounding_box', 'bounding box'],
            ['along_axes', 'along axes'],
          ]}
          onChange={(shape) => change({ shape })}
        />
      )}
    </fieldset>
  );
}

const STEPS: readonly (readonly [StepsMode, string])[] = [
  ['once', 'one task'],
  ['twice', 'the same kernel twice'],
  ['producer', 'producer, then this kernel'],
];

export function ExplorerControls({ state, update }: { state: ExplorerState; update: Update }) {
  const two = state.accessors.length === 2;
  return (
    <div className="xp-controls" data-twin-omit="">
      <fieldset className="xp-group">
        <legend>Kernel</legend>
        <SelectField
          label="Dimensions"
          value={String(state.dims) as '1' | '2'}
          options={[
            ['1', '1D'],
            ['2', '2D'],
          ]}
          onChange={(d) => update({ dims: d === '1' ? 1 : 2 })}
        />
        <PairFields
          label="Global range"
          value={state.size}
          dims={state.dims}
          min={1}
          onChange={(size) => update({ size })}
        />
        <PairFields
          label="Work-group size (0: none)"
          value={state.local}
          dims={state.dims}
          min={0}
          onChange={(local) => update({ local })}
        />
        <PairFields
          label="constrain_split (0: none)"
          value={state.constraint}
          dims={state.dims}
          min={0}
          onChange={(constraint) => update({ constraint })}
        />
        <SelectField
          label="Task"
          value={state.host ? 'host' : 'device'}
          options={[
            ['device', 'device kernel'],
            ['host', 'host task (one chunk per node)'],
          ]}
          onChange={(t) => update({ host: t === 'host' })}
        />
        <SelectField
          label="Steps"
          value={state.steps}
          options={STEPS}
          onChange={(steps) => update({ steps })}
        />
      </fieldset>
      <fieldset className="xp-group">
        <legend>Cluster and hints</legend>
        <NumberField
          label="Nodes"
          value={state.nodes}
          min={1}
          max={MAX_CHUNKS}
          onChange={(nodes) => update({ nodes })}
        />
        <NumberField
          label="Devices per node"
          value={state.devices}
          min={1}
          max={MAX_CHUNKS}
          onChange={(devices) => update({ devices })}
        />
        <SelectField
          label="Split hint"
          value={state.split2d ? '2d' : '1d'}
          options={[
            ['1d', 'split_1d'],
            ['2d', 'split_2d'],
          ]}
          onChange={(v) => update({ split2d: v === '2d' })}
        />
        <NumberField
          label="oversubscribe (1: none)"
          value={state.oversubscribe}
          min={1}
          max={16}
          onChange={(oversubscribe) => update({ oversubscribe })}
        />
        <SelectField
          label="Accessors"
          value={two ? '2' : '1'}
          options={[
            ['1', 'one'],
            ['2', 'two'],
          ]}
          onChange={(n) =>
            update({
              accessors:
                n === '2'
                  ? [
                      state.accessors[0]!,
                      state.accessors[1] ?? {
                        ...state.accessors[0]!,
                        mode: 'discard_write',
                        mapper: 'one_to_one',
                      },
                    ]
                  : [state.accessors[0]!],
            })
          }
        />
      </fieldset>
      {state.accessors.map((_, i) => (
        <AccessorFields key={i} state={state} index={i} update={update} />
      ))}
    </div>
  );
}
