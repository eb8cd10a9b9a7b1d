import { type ExplorerApi } from '@/lib/explorer/ui-api';
import { MAX_CHUNKS, MAX_DEVICES, MAX_ITERATIONS } from '@/lib/explorer/ui-state';
import { type ExplorerState, type StepsMode } from '@/lib/explorer/ui-state';
import { AccessorFields, type Update } from './explorer-accessor-fields';
import { NumberField, PairFields, SelectField } from './explorer-fields';

const STEPS: readonly (readonly [StepsMode, string])[] = [
  ['once', 'one task'],
  ['twice', 'the same kernel twice'],
  ['producer', 'producer, then this kernel'],
  ['iterate', 'iterations: read a, write b, swap'],
];

export function ExplorerControls({
  state,
  api,
  update,
}: {
  state: ExplorerState;
  api: ExplorerApi;
  update: Update;
}) {
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
          onChange={(d) => {
            const dims: 1 | 2 = d === '1' ? 1 : 2;
            // Buffers that had the kernel's dimensionality keep it; others were chosen on purpose.
            const accessors = state.accessors.map((a) =>
              a.bufferDims === state.dims ? { ...a, bufferDims: dims, dim: Math.min(a.dim, dims - 1) } : a,
            );
            update({ dims, accessors });
          }}
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
            // A host task is not split over devices, but the oversubscribe hint still splits each node's
            // chunk (src/instruction_graph_generator.cc, split_task_execution_range).
            ['host', 'host task (one chunk per node, times oversubscribe)'],
          ]}
          onChange={(t) => update({ host: t === 'host' })}
        />
        <SelectField
          label="Steps"
          value={state.steps}
          options={STEPS}
          onChange={(steps) => update({ steps })}
        />
        {state.steps === 'iterate' && (
          <NumberField
            label="Iterations"
            value={state.iterations}
            min={1}
            max={MAX_ITERATIONS}
            onChange={(iterations) => update({ iterations })}
          />
        )}
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
          max={MAX_DEVICES}
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
        <AccessorFields key={i} accessors={state.accessors} api={api} index={i} update={update} />
      ))}
    </div>
  );
}
