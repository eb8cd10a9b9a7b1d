import { CARDS_DIR } from '@/lib/api/xref/card-path';
import type { SymbolCard } from '@/lib/api/pages/cards';

// Card files are fetched once per page view and kept; a failed fetch is remembered as "no card".

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
const cache = new Map<string, Promise<SymbolCard | null>>();

function isCard(value: unknown): value is SymbolCard {
  const card = value as Partial<Record<keyof SymbolCard, unknown>> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    ['kind', 'name', 'declaration', 'brief'].every(
      (key) => typeof card[key as keyof SymbolCard] === 'string',
    ) &&
    (card.more === undefined || typeof card.more === 'number')
  );
}

export function loadCard(file: string): Promise<SymbolCard | null> {
  let card = cache.get(file);
  if (!card) {
    card = fetch(`${basePath}/${CARDS_DIR}/${file}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => (isCard(json) ? json : null))
      .catch(() => null);
    cache.set(file, card);
  }
  return card;
}
