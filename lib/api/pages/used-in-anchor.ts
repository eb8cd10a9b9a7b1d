// Apart from frame.ts, which reads the model and the content, so the page component can import it.

/** Anchor of the "Used in the guides" section of a symbol's page. */
export const USED_IN_ID = 'used-in-the-guides';

/** Anchor of the "In the library's examples" section of a symbol's page (builds from a checkout). */
export const LIBRARY_EXAMPLES_ID = 'in-the-library-examples';
