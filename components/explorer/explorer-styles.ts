// The explorer's stylesheet, rendered inline by <Explorer> only on pages that embed it. A CSS Module
// would either join the stylesheet list every page links (components/layout/stylesheets.ts) or make the
// lists differ between pages, which the merged-stylesheet step after the build refuses.
export const EXPLORER_CSS = `
.xp { margin: var(--space-6) 0; padding: var(--space-4); border: 1px solid var(--color-border);
  border-radius: var(--radius); background: var(--color-surface); }
.xp-controls { display: flex; flex-wrap: wrap; gap: var(--space-3); }
.xp-group { flex: 1 1 17rem; min-width: 0; margin: 0; padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border); border-radius: var(--radius); }
.xp-group legend { font-weight: 700; padding: 0 var(--space-1); }
/* A label and its field per row, the fields of a group in one column of one width, however long the
   label (a long one wraps beside its field). Groups at least 17rem wide: two across on a tablet. */
.xp-field { display: grid; grid-template-columns: minmax(0, 1fr) min(9rem, 50%); align-items: center;
  gap: var(--space-2); margin: var(--space-1) 0; font-size: 0.9rem; }
/* WebKit lets a select's chosen text overflow its box into the page's width (a long option made a
   phone's page 190 px wider); painting it inside the box keeps the page as wide as the screen. */
.xp-field select { contain: paint; }
.xp-field input, .xp-field select { width: 100%; font: inherit; padding: 0.15rem 0.3rem;
  color: var(--color-text); background: var(--color-background); border: 1px solid var(--color-text-muted);
  border-radius: 0.25rem; }
/* Pictures at least 18rem wide, so that a chunk's label reads at about 11 px (two across on a tablet). */
.xp-view { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: var(--space-3); margin: var(--space-3) 0; }
.xp-figure { margin: 0; }
.xp-figure figcaption { font-size: 0.85rem; color: var(--color-text-muted); }
.xp-svg { display: block; width: 100%; height: auto; contain: layout paint;
  background: var(--color-background);
  border: 1px solid var(--color-border); }
.xp-chunk { cursor: pointer; }
/* A chunk's fill: a hue per node (explorer-geometry.ts), light in the light theme and dark in the dark
   one, a step further from the page's background per device; edges and labels in the text colour. */
.xp { --xp-lightness: 86%; --xp-saturation: 70%; --xp-device-step: -8%; }
:root[data-theme='dark'] .xp { --xp-lightness: 26%; --xp-saturation: 45%; --xp-device-step: 5%; }
.xp-edge { fill: none; stroke: var(--color-text); stroke-width: 0.5; }
.xp-selected { fill: none; stroke: var(--color-text); stroke-width: 4; }
.xp-label { fill: var(--color-text); font: 14px var(--font-sans); text-anchor: middle; dominant-baseline: middle; }
.xp-buffer { fill: none; stroke: var(--color-text); stroke-width: 1; }
.xp-region { fill: var(--color-note); fill-opacity: 0.35; stroke: var(--color-note); stroke-width: 2; }
.xp-hatch { fill: var(--color-danger); }
.xp-halo { stroke: var(--color-danger); stroke-width: 2; }
.xp-dot { fill: var(--color-text); }
.xp-received { stroke: var(--color-text); stroke-width: 2; stroke-dasharray: 2 3; }
.xp-stripe { fill: var(--color-warning); }
.xp-copied { stroke: var(--color-warning); stroke-width: 1.5; }
.xp-tag { fill: var(--color-text); stroke: var(--color-background); stroke-width: 3; paint-order: stroke;
  font: 600 12px var(--font-sans); text-anchor: middle; dominant-baseline: middle; }
.xp-status { min-height: 1.5rem; }
.xp-problem { color: var(--color-danger); overflow-wrap: anywhere; }
.xp-warning { color: var(--color-warning); overflow-wrap: anywhere; }
.xp-note { overflow-wrap: anywhere; }
.xp-field-note { display: block; margin: 0 0 var(--space-1); font-size: 0.85rem; color: var(--color-text-muted); }
.xp-field-note:empty { display: none; }
/* Each table scrolls sideways in its own box when it is wider than the page; rows are never hidden.
   Cells break only between words, so a coordinate such as [1366,2048] stays on one line. */
.xp-tables { margin-top: var(--space-3); }
/* A shadow on a side where more of the table is scrolled out of the box (the page's colour covers it
   at either end: the covers scroll with the content, the shadows stay). The box is the size its
   table's caption keeps to. */
.xp-scroll { overflow-x: auto; margin-bottom: var(--space-3); container-type: inline-size;
  --xp-shade: color-mix(in srgb, var(--color-text) 22%, transparent);
  background: linear-gradient(to right, var(--color-surface) 40%, transparent) left / 1.5rem 100% no-repeat local,
    linear-gradient(to left, var(--color-surface) 40%, transparent) right / 1.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, var(--xp-shade), transparent) left / 0.6rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, var(--xp-shade), transparent) right / 0.6rem 100% no-repeat scroll; }
.xp-table { width: 100%; border-collapse: collapse; font-size: 0.85rem; }
.xp .xp-table th, .xp .xp-table td { overflow-wrap: normal; word-break: normal; min-width: 4.5rem; }
.xp .xp-table caption { text-align: left; font-weight: 700; padding: var(--space-1); }
/* The transfer table: a transfer per line, as the chunk table's rows; wrapped, its rows were four or
   five lines tall on a phone and the table wider than the page all the same. It scrolls in its box. */
.xp .xp-transfer-table th, .xp .xp-transfer-table td { white-space: nowrap; min-width: 0; }
/* The access table: a buffer per column, both as wide, and the facts' names beside them. */
.xp .xp-access-table th[scope='row'] { width: 40%; }
.xp .xp-access-table th[scope='col'] { width: 30%; }
/* The chunk table: a change redraws up to 64 rows, so it is laid out as rows of cells with set shares
   of the row instead of by the table layout, which measures every cell. A chunk's row (label, box,
   count) is one line: shorter to read, and no line breaking. A table wider than the page scrolls in its
   box. Rows off screen are not skipped (content-visibility): Chromium then leaves their cells out of
   the accessibility tree. */
.xp .xp-chunk-table, .xp .xp-chunk-table caption, .xp .xp-chunk-table thead,
.xp .xp-chunk-table tbody { display: block; }
.xp .xp-chunk-table tr { display: flex; }
/* The caption stays in view, as wide as the box, when the table is wider and scrolls. */
.xp .xp-chunk-table caption { position: sticky; left: 0; max-width: 100cqw; }
.xp .xp-chunk-table th, .xp .xp-chunk-table td { flex: none; min-width: 0; white-space: nowrap;
  width: calc((100% - 6 * var(--space-2)) * var(--xp-column) / var(--xp-columns) + 2 * var(--space-2)); }
/* Single lines between cells and around the table, as the collapsed borders of the other tables draw. */
.xp .xp-chunk-table th, .xp .xp-chunk-table td { border: 0 solid var(--color-border); border-width: 0 1px 1px 0; }
.xp .xp-chunk-table thead, .xp .xp-chunk-table tbody { border-left: 1px solid var(--color-border); }
.xp .xp-chunk-table thead { border-top: 1px solid var(--color-border); }
.xp .xp-chunk-table :is(th, td):nth-child(1) { --xp-column: var(--xp-column-1); }
.xp .xp-chunk-table :is(th, td):nth-child(2) { --xp-column: var(--xp-column-2); }
.xp .xp-chunk-table :is(th, td):nth-child(3) { --xp-column: var(--xp-column-3); }
/* .xp first: the guide's table rules (.prose td) have the same specificity, and which stylesheet comes
   last can differ before and after hydration (React hoists this one). */
.xp .xp-table th, .xp .xp-table td { text-align: left; padding: 0.15rem var(--space-2);
  border-bottom: 1px solid var(--color-border); font-variant-numeric: tabular-nums; }
.xp .xp-table tr[aria-current] { background: var(--color-surface-strong); }
/* The guide's striped rows would be the explorer's own background colour and hide the scroll shadows. */
.xp .xp-table tbody tr:nth-child(even):not([aria-current]) { background: none; }
.xp-heading { margin: var(--space-3) 0 var(--space-1); font-weight: 700; }
.xp-code { height: 14rem; overflow: auto; contain: strict; margin: 0; padding: var(--space-3); font: 0.8rem/1.4 var(--font-mono);
  color: var(--code-foreground); background: var(--code-background); box-shadow: var(--code-edge);
  border-radius: var(--radius); }
`;
