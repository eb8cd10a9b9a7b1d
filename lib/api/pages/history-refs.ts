import type { HistoryRef } from '@/lib/api/history/badges';
import { declarationText, enumeratorDeclaration } from '@/lib/api/history/facts';
import { historyKeyOf, memberKey } from '@/lib/api/history/keys';
import { getApiHistory, symbolHistory } from '@/lib/api/history/load';
import { UNRELEASED_LABEL, versionLabel } from '@/lib/api/history/versions';
import { registeredVersionOf } from '@/lib/api/kinds/url-base';
import type {
  ApiEnum,
  ApiFunction,
  ApiFunctionSet,
  ApiModel,
  ApiRecord,
  ApiSymbol,
  ApiVariable,
} from '@/lib/api/model/schema';

// The history facts of the symbols and rows of an API page (lib/api/history), for the badges that
// say "since", "deprecated in", "removed in" and "changed in" as seen from the viewed version.

/**
 * The release whose docs a page belongs to, as the history names it (`0.6`, `next`): the docs version
 * `model` was loaded for, else the latest release of the history.
 */
export function viewedApiVersion(model?: ApiModel): string {
  const docs = model ? registeredVersionOf(model) : undefined;
  if (docs) return versionLabel(docs.ref);
  const versions = getApiHistory().versions;
  return versions.findLast((version) => version.label !== UNRELEASED_LABEL)?.label ?? versions.at(-1)!.label;
}

function refOf(
  symbol: ApiSymbol,
  model: ApiModel,
  member?: { name: string; declaration?: string; overloadSet?: true },
) {
  const key = historyKeyOf(symbol, model);
  const history = key ? symbolHistory(key) : undefined;
  if (!history) return undefined;
  const ref: HistoryRef = { versions: getApiHistory().versions.map((v) => v.label), symbol: history.events };
  if ((history.kind === 'function-set' && !member) || member?.overloadSet) ref.overloadSet = true;
  // A member without events of its own has existed as long as its class.
  if (member?.name)
    ref.member = history.members.find((entry) => entry.name === memberKey(member.name))?.events ?? [];
  if (member?.declaration !== undefined) ref.declaration = member.declaration;
  return ref;
}

/** `{ history }` for view data, or nothing when the history does not know the symbol. */
export const withHistory = (history: HistoryRef | undefined): { history?: HistoryRef } =>
  history ? { history } : {};

export function symbolHistoryRef(symbol: ApiSymbol, model: ApiModel): HistoryRef | undefined {
  return refOf(symbol, model);
}

/** One overload of a free function set, or one member function of a class. */
export function overloadHistoryRef(
  owner: ApiRecord | ApiFunctionSet,
  fn: ApiFunction,
  model: ApiModel,
): HistoryRef | undefined {
  const declaration = declarationText(fn.signature);
  return owner.kind === 'function-set'
    ? refOf(owner, model, { name: '', declaration })
    : refOf(owner, model, { name: fn.name, declaration });
}

/** The header of a member page: all overloads of one member function name. */
export function memberSetHistoryRef(
  record: ApiRecord,
  name: string,
  model: ApiModel,
): HistoryRef | undefined {
  return refOf(record, model, { name, overloadSet: true });
}

export function fieldHistoryRef(
  record: ApiRecord,
  field: ApiVariable,
  model: ApiModel,
): HistoryRef | undefined {
  return refOf(record, model, { name: field.name, declaration: declarationText(field.summary) });
}

export function enumeratorHistoryRef(
  value: ApiEnum,
  enumerator: ApiEnum['values'][number],
  model: ApiModel,
): HistoryRef | undefined {
  return refOf(value, model, { name: enumerator.name, declaration: enumeratorDeclaration(enumerator) });
}
