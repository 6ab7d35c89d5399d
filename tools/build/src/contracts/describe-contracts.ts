/**
 * The contracts of exposed modules as data, read from their one source: the `ModuleContracts` types
 * of @chardham/shared/contracts, through the TypeScript compiler (docs/decisions/093-contracts-at-
 * release.md). A build records them in its release's contracts.json; `releases.mjs verify` compares
 * a release's with what the live shell passes (platform/src/releases/contract-fit.mjs). Node-side only.
 */
import { createRequire } from 'node:module';
import ts from 'typescript';

/** A type as the release check compares it; a field's shape says when it may be left out. */
export type Shape =
  | { type: 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'unknown' | 'function' }
  | { type: 'literal'; value: string | number | boolean }
  | { type: 'union'; of: Shape[] }
  | { type: 'array'; of: Shape }
  | { type: 'object'; fields: Record<string, Field> }
  /** A React component: what matters is the props it takes (a slot). */
  | { type: 'component'; props: Shape; module?: string };
export type Field = Shape & { optional?: true };

/** React's names for a component type; their first type argument is the props. */
const componentAliases = new Set(['ComponentType', 'FunctionComponent', 'FC', 'ComponentClass']);
/** Deeper than this a contract is not data a page passes: recorded as unknown (accepts anything). */
const maxDepth = 8;

export const contractsSource = (): string =>
  createRequire(import.meta.url).resolve('@chardham/shared/contracts');

const unknown: Shape = { type: 'unknown' };
const noProps: Shape = { type: 'object', fields: {} };

/** `contracts` is the ModuleContracts interface, where a slot's props are found. */
function describe(checker: ts.TypeChecker, contracts: ts.Type, type: ts.Type, depth: number): Shape {
  if (depth > maxDepth) return unknown;
  const alias = type.aliasSymbol?.name;
  const [argument] = type.aliasTypeArguments ?? [];
  // A slot: another slice's module, handed over by the shell; its props are that module's contract.
  if (alias === 'Slot' && argument?.isStringLiteral()) {
    const props = contracts.getProperty(argument.value);
    return {
      type: 'component',
      module: argument.value,
      props: props ? describe(checker, contracts, checker.getTypeOfSymbol(props), depth + 1) : unknown,
    };
  }
  if (alias && componentAliases.has(alias)) {
    const props = argument ? describe(checker, contracts, argument, depth + 1) : noProps;
    return { type: 'component', props };
  }
  const { flags } = type;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { type: 'unknown' };
  if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (flags & ts.TypeFlags.String) return { type: 'string' };
  if (flags & ts.TypeFlags.Number) return { type: 'number' };
  if (flags & ts.TypeFlags.Null) return { type: 'null' };
  if (flags & ts.TypeFlags.Undefined) return { type: 'undefined' };
  if (type.isStringLiteral() || type.isNumberLiteral()) return { type: 'literal', value: type.value };
  if (flags & ts.TypeFlags.BooleanLiteral)
    return { type: 'literal', value: checker.typeToString(type) === 'true' };
  if (type.isUnion())
    return union(type.types.map((member) => describe(checker, contracts, member, depth + 1)));
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    return { type: 'array', of: item ? describe(checker, contracts, item, depth + 1) : unknown };
  }
  if (type.getCallSignatures().length) return { type: 'function' };
  if (flags & ts.TypeFlags.Object || type.isIntersection()) {
    const fields: Record<string, Field> = {};
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      let propertyType = checker.getTypeOfSymbol(property);
      // An optional field's `undefined` is its being optional, said once.
      if (optional) propertyType = checker.getNonNullableType(propertyType);
      const shape = describe(checker, contracts, propertyType, depth + 1);
      fields[property.name] = optional ? { ...shape, optional: true } : shape;
    }
    return { type: 'object', fields };
  }
  return { type: 'unknown' };
}

/** `true | false` is `boolean`; a union of one member is that member. */
function union(members: Shape[]): Shape {
  const literals = members.filter((m) => m.type === 'literal' && typeof m.value === 'boolean');
  const rest = members.filter((m) => !literals.includes(m));
  const of = literals.length === 2 ? [...rest, { type: 'boolean' } as Shape] : members;
  return of.length === 1 ? (of[0] as Shape) : { type: 'union', of };
}

/**
 * The shape of each named module's props (`<slice>/<module>`), from the `ModuleContracts` interface
 * of `file`. A module without a contract there fails the build: nothing crosses the boundary untyped.
 */
export function describeContracts(keys: readonly string[], file = contractsSource()): Record<string, Shape> {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const contracts =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'ModuleContracts');
  if (!contracts) throw new Error(`${file} exports no ModuleContracts interface`);
  const map = checker.getDeclaredTypeOfSymbol(contracts);
  const shapes: Record<string, Shape> = {};
  for (const key of keys) {
    const property = map.getProperty(key);
    if (!property) throw new Error(`"${key}" has no contract: add it to ModuleContracts in ${file}`);
    shapes[key] = describe(checker, map, checker.getTypeOfSymbol(property), 0);
  }
  return shapes;
}
