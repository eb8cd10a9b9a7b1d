// The offline bundle's search box: a modal <dialog> with an input and a list of links. Escape closes
// it; Enter opens the first result.
import { loadRecords, MAX_QUERY_LENGTH, searchRecords, type OfflineRecord } from './search';

function resultItem(record: OfflineRecord, root: string): HTMLLIElement {
  const [title, headings, url, text] = record;
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = `${root}${url}`;
  const name = document.createElement('strong');
  name.textContent = headings ? `${title} › ${headings}` : title;
  const snippet = document.createElement('span');
  snippet.textContent = text.length > 140 ? `${text.slice(0, 140)}…` : text;
  link.append(name, snippet);
  item.append(link);
  return item;
}

export function createSearchDialog(root: string): { open(): void } {
  const dialog = document.createElement('dialog');
  dialog.className = 'offline-search';
  dialog.setAttribute('aria-label', 'Search the documentation');
  const input = document.createElement('input');
  input.type = 'search';
  input.placeholder = 'Search docs';
  input.maxLength = MAX_QUERY_LENGTH;
  input.setAttribute('aria-label', 'Search docs');
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const list = document.createElement('ul');
  dialog.append(input, status, list);
  document.body.append(dialog);

  let records: OfflineRecord[] = [];
  const render = () => {
    const query = input.value.trim();
    const hits = searchRecords(records, query);
    list.replaceChildren(...hits.map((hit) => resultItem(hit, root)));
    status.textContent =
      query === '' ? '' : hits.length === 0 ? `No results for "${query}"` : `${hits.length} results`;
  };
  input.addEventListener('input', render);
  input.addEventListener('keydown', (event) => {
    const first = list.querySelector('a');
    if (event.key === 'Enter' && first) first.click();
    // A search input would only clear itself on the first Escape; the box closes at once, as on the site.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    }
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return {
    open() {
      dialog.showModal();
      input.focus();
      loadRecords(root).then(
        (loaded) => {
          records = loaded;
          render();
        },
        () => (status.textContent = 'The search data of this bundle could not be loaded.'),
      );
    },
  };
}
