/**
 * Which Celerity release's API the explorer's controls and code follow. A guide of an older docs version
 * embeds `<Explorer api="0.6">`, so its readers get only what that release has and code that compiles
 * with it; without the attribute the explorer follows v0.7.0, which master shares for everything the
 * explorer shows.
 */
import { type ExplorerState } from './ui-state';

export const EXPLORER_APIS = ['0.7', '0.6'] as const;
export type ExplorerApi = (typeof EXPLORER_APIS)[number];
export const DEFAULT_EXPLORER_API: ExplorerApi = '0.7';

/** `neighborhood_shape` came with v0.7.0; before, a neighborhood is always the bounding box. */
export const hasNeighborhoodShape = (api: ExplorerApi): boolean => api !== '0.6';

/** v0.7.0 added `queue` and deprecated `distr_queue`, the only queue before. */
export const queueClass = (api: ExplorerApi): string =>
  api === '0.6' ? 'celerity::distr_queue' : 'celerity::queue';

/** The state as `api` can express it: the same object when nothing changes, so memos keep it. */
export function stateForApi(s: ExplorerState, api: ExplorerApi): ExplorerState {
  if (hasNeighborhoodShape(api) || s.accessors.every((a) => a.shape === 'bounding_box')) return s;
  return { ...s, accessors: s.accessors.map((a) => ({ ...a, shape: 'bounding_box' })) };
}
