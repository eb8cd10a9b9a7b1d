// A source checkout holds header templates (`include/version.h.in`) that CMake turns into headers
// while configuring the library (`configure_file(… @ONLY)`). We do the same, line for line, so a
// checkout that was never configured still declares what the templates declare, and declared-at
// lines in the template stay true.

export interface ConfigureVariables {
  /** Variables with a value, as CMake would hold them when it configures the templates. */
  values: ReadonlyMap<string, string>;
  /** Variables we could not determine, each with the reason, reported when a template uses one. */
  unknown?: ReadonlyMap<string, string>;
}

// The directive and variable forms CMake recognises; `#` may be followed by blanks.
const CMAKEDEFINE01 = /#([ \t]*)cmakedefine01[ \t]+([A-Za-z_0-9]*)/;
const CMAKEDEFINE = /#([ \t]*)cmakedefine[ \t]+([A-Za-z_0-9]*)/;
const AT_VARIABLE = /@([A-Za-z_0-9/.+-]+)@/g;

/** CMake's false constants (`if()`, `#cmakedefine`): an unset variable is false too. */
export function cmakeIsOff(value: string | undefined): boolean {
  if (value === undefined) return true;
  const upper = value.toUpperCase();
  return (
    ['', '0', 'OFF', 'NO', 'FALSE', 'N', 'IGNORE', 'NOTFOUND'].includes(upper) || upper.endsWith('-NOTFOUND')
  );
}

function configureDirectives(line: string, values: ReadonlyMap<string, string>): string {
  const define = CMAKEDEFINE.exec(line);
  if (define) {
    const [, indent = '', name = ''] = define;
    return cmakeIsOff(values.get(name))
      ? `/* #${indent}undef ${name} */`
      : line.replace(`#${indent}cmakedefine`, `#${indent}define`);
  }
  const define01 = CMAKEDEFINE01.exec(line);
  if (define01) {
    const [, indent = '', name = ''] = define01;
    const bit = cmakeIsOff(values.get(name)) ? '0' : '1';
    return `${line.replace(`#${indent}cmakedefine01`, `#${indent}define`)} ${bit}`;
  }
  return line;
}

function missingVariable(file: string, line: number, name: string, variables: ConfigureVariables): Error {
  const reason = variables.unknown?.get(name);
  if (reason) return new Error(`${file}:${line}: @${name}@ has no value: ${reason}`);
  const known = [...variables.values.keys()].sort().join(', ') || 'none';
  return new Error(`${file}:${line}: @${name}@ has no value; the variables we know are: ${known}`);
}

/**
 * The header CMake's `configure_file(<file> <header> @ONLY)` would write: `#cmakedefine01` and
 * `#cmakedefine` lines resolved, `@VAR@` substituted (`${VAR}` is left alone, as with `@ONLY`).
 * Unlike CMake, a variable without a value is an error naming `file:line`, not an empty string.
 * Each output line comes from the input line with the same number.
 */
export function configureFile(text: string, file: string, variables: ConfigureVariables): string {
  return text
    .split(/\r?\n/)
    .map((line, index) =>
      configureDirectives(line, variables.values).replace(AT_VARIABLE, (_whole, name: string) => {
        const value = variables.values.get(name);
        if (value === undefined) throw missingVariable(file, index + 1, name, variables);
        return value;
      }),
    )
    .join('\n');
}
