// @ts-check
// Kept apart from docs-versions.mjs, which reads files: the site config (which components import) needs
// this one constant and must not pull Node's file system into the browser's module graph.

/**
 * The commit of the library's development branch that the working copy's synopsis
 * (content/api/include) follows: the default ref of its extraction and of its source links.
 */
export const SYNOPSIS_COMMIT = '6e2272833a8c3d7ddeddbe1dc2f56d04719d2588';
