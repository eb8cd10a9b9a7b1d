export function reproducibleBuildId(build: {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
}): string | null;
