/** The attribute the not-found view puts in its HTML, so that hydration knows which path that HTML was
 * rendered for (page-pathname.ts). A plain module: the server component and the client hook both import it. */
export const NOT_FOUND_MARKER = 'data-not-found';
