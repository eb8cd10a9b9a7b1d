import { memo } from 'react';
import { hasNeighborhoodShape, type ExplorerApi } from '@/lib/explorer/ui-api';
import { ACCESS_MODES, MAPPER_KINDS } from '@/lib/explorer/ui-state';
import { type AccessorState, type ExplorerState } from '@/lib/explorer/ui-state';
import { NumberField, PairFields, SelectField } from './explorer-fields';

export type Update = (change: Partial<ExplorerState>) => void;
const opts = <T extends string>(values: readonly T[]) => values.map((v) => [v, v] as const);

/** The controls of one accessor and its buffer. The mapper's parameters have the buffer's
 * dimensionality, as the mappers of include/range_mapper.h take them. Memoised: it gets only the
 * accessors, which a change of the kernel or cluster leaves as they are. */
export const AccessorFields = memo(function AccessorFields({
  accessors,
  api,
  index,
  update,
}: {
  accessors: ExplorerState['accessors'];
  api: ExplorerApi;
  index: number;
  update: Update;
}) {
  const a = accessors[index]!;
  const name = index === 0 ? 'a' : 'b';
  const dims = a.bufferDims;
  const change = (c: Partial<AccessorState>) =>
    update({ accessors: accessors.map((x, i) => (i === index ? { ...x, ...c } : x)) });
  return (
    <fieldset className="xp-group">
      <legend>{`Accessor on buffer ${name}`}</legend>
      <SelectField
        label={`Buffer ${name} dimensions`}
        value={String(dims) as '1' | '2'}
        options={[
          ['1', '1D'],
          ['2', '2D'],
        ]}
        onChange={(d) => change({ bufferDims: d === '1' ? 1 : 2, dim: d === '1' ? 0 : a.dim })}
      />
      <PairFields
        label={`Buffer ${name} range`}
        value={a.range}
        dims={dims}
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
          dims={dims}
          min={0}
          onChange={(offset) => change({ offset })}
        />
      )}
      {a.mapper === 'fixed' && (
        <PairFields
          label={`Fixed range (${name})`}
          value={a.size}
          dims={dims}
          min={0}
          onChange={(size) => change({ size })}
        />
      )}
      {a.mapper === 'slice' && (
        <NumberField
          label={`Slice dimension (${name})`}
          value={a.dim}
          min={0}
          max={dims - 1}
          onChange={(dim) => change({ dim })}
        />
      )}
      {a.mapper === 'neighborhood' && hasNeighborhoodShape(api) && (
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
      {a.mapper === 'even_split' && (
        <PairFields
          label={`even_split granularity (${name})`}
          value={a.granularity}
          dims={dims}
          min={1}
          onChange={(granularity) => change({ granularity })}
        />
      )}
    </fieldset>
  );
});
