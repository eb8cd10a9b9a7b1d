export function normaliseBasePath(raw: string | undefined): string;
