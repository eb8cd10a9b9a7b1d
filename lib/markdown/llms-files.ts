/** The files for AI assistants at the site root (llmstxt.org): the index and the full text of the guides. */
export const LLMS_FILES = ['/llms.txt', '/llms-full.txt'] as const;
