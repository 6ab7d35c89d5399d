// Whether the props a release's modules take fit what the live shell passes them (decision 093).
// Both sides are the shapes a build records in contracts.json (tools/build/src/contracts/), taken
// from the types of @chardham/shared/contracts: a shape is { type, optional?, fields | of | props |
// value }. Each misfit is one line naming the field, for releases/contracts.mjs to prefix with the module.

const roles = { passer: 'the shell', taker: 'the release' };
/** Inside a component the shell hands over (a slot), the release's page is the one that passes. */
const swapped = ({ passer, taker }) => ({ passer: taker, taker: passer });

/** A shape as an operator reads it: `string`, `"a" | "b"`, `{ heading?: string }`, `component`. */
export function shapeText(shape) {
  switch (shape?.type) {
    case 'literal':
      return JSON.stringify(shape.value);
    case 'union':
      return shape.of.map(shapeText).join(' | ');
    case 'array':
      return shape.of.type === 'union' ? `(${shapeText(shape.of)})[]` : `${shapeText(shape.of)}[]`;
    case 'object': {
      const fields = Object.entries(shape.fields ?? {});
      if (!fields.length) return '{}';
      return `{ ${fields.map(([name, f]) => `${name}${f.optional ? '?' : ''}: ${shapeText(f)}`).join('; ')} }`;
    }
    default:
      return String(shape?.type ?? 'unknown');
  }
}

/** Whether a value of shape `passed` is one `accepted` takes (objects and components: no misfits). */
function assignable(passed, accepted) {
  if (accepted.type === 'unknown') return true;
  if (passed.type === 'union') return passed.of.every((member) => assignable(member, accepted));
  if (accepted.type === 'union') return accepted.of.some((member) => assignable(passed, member));
  if (passed.type === 'literal') {
    return accepted.type === 'literal'
      ? accepted.value === passed.value
      : accepted.type === typeof passed.value;
  }
  if (passed.type === 'array' && accepted.type === 'array') return assignable(passed.of, accepted.of);
  if (passed.type !== accepted.type) return false;
  if (passed.type === 'object') return fieldMisfits(passed, accepted, roles, '', '').length === 0;
  if (passed.type === 'component')
    return fieldMisfits(accepted.props, passed.props, roles, '', '').length === 0;
  return true;
}

/**
 * The misfits of one value: an object field by field; a component's props the other way round, as
 * the release renders it. A slot names its module: the shell passes the page's props on to it as
 * they are, so they must fit what the live release of that module takes (`live`), when it is known.
 */
function valueMisfits(passed, accepted, path, { who, at, live }) {
  if (passed.type === 'object' && accepted.type === 'object') {
    return fieldMisfits(passed, accepted, `${path}.`, { who, at, live });
  }
  if (passed.type === 'component' && accepted.type === 'component') {
    const module = accepted.module ?? passed.module;
    const provider = module && live(module);
    const inside = { at: ` to "${path}"`, live };
    if (provider) {
      return fieldMisfits(accepted.props, provider, '', {
        ...inside,
        who: { passer: who.taker, taker: `the live ${module}` },
      });
    }
    return fieldMisfits(accepted.props, passed.props, '', { ...inside, who: swapped(who) });
  }
  if (assignable(passed, accepted)) return [];
  return [
    `${who.passer} passes "${path}" as ${shapeText(passed)}${at}, which ${who.taker} takes as ${shapeText(accepted)}`,
  ];
}

function fieldMisfits(passed, accepted, prefix, context) {
  const { who, at } = context;
  const given = passed?.fields ?? {};
  const taken = accepted?.fields ?? {};
  const lines = [];
  for (const [name, field] of Object.entries(given)) {
    const path = `${prefix}${name}`;
    const takes = taken[name];
    if (!takes) {
      lines.push(
        `${who.passer} passes "${path}" (${shapeText(field)})${at}, which ${who.taker} does not accept`,
      );
    } else if (field.optional && !takes.optional) {
      lines.push(
        `${who.taker} requires "${path}" (${shapeText(takes)})${at}, which ${who.passer} may leave out`,
      );
    } else {
      lines.push(...valueMisfits(field, takes, path, context));
    }
  }
  for (const [name, takes] of Object.entries(taken)) {
    if (!takes.optional && !(name in given)) {
      lines.push(
        `${who.taker} requires "${prefix}${name}" (${shapeText(takes)})${at}, which ${who.passer} does not pass`,
      );
    }
  }
  return lines;
}

const nothingLive = () => undefined;

/**
 * The misfits of a module's props: `passed`, what the live shell passes it, against `accepted`,
 * what the release's module takes; `live(module)` is the props the live release of a slot's module
 * takes. A field the release adds as optional fits; one it renames, removes, retypes or makes
 * required does not, and neither does one of a slot's props the same way round.
 */
export function misfits(passed, accepted, live = nothingLive) {
  if (passed?.type !== 'object' || accepted?.type !== 'object') {
    return [
      `${roles.passer} passes ${shapeText(passed)}, which ${roles.taker} takes as ${shapeText(accepted)}`,
    ];
  }
  return fieldMisfits(passed, accepted, '', { who: roles, at: '', live });
}
