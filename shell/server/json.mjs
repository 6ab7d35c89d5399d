// The one way the server reads JSON it did not write itself (a file, a body): never a throw.

/** The value of a JSON text, or undefined when it is not JSON (no JSON text is undefined). */
export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
