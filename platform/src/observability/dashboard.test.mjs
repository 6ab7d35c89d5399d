// @vitest-environment node
// The Grafana dashboard (docs/grafana/slices-dashboard.json) asks only for metrics and labels this
// server registers, and docs/observability.md explains each of its queries as the panel runs it:
// renaming a metric or a label, or editing a query on one side only, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './telemetry.mjs';

const read = (path) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const dashboard = JSON.parse(read('docs/grafana/slices-dashboard.json'));
const doc = read('docs/observability.md');

/** Every panel that queries, a collapsed row's own panels included. */
const panels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]).filter((p) => p.targets?.length);
const queries = panels.flatMap((p) => p.targets.map((t) => ({ title: p.title, expr: t.expr })));

/** What the server registers: metric name -> its type and label names. */
async function registeredMetrics() {
  const { registry } = createMetrics({ processMetrics: false });
  const metrics = new Map();
  for (const { name, type } of await registry.getMetricsAsJSON()) {
    metrics.set(name, { type, labels: new Set(registry.getSingleMetric(name).labelNames) });
  }
  return metrics;
}

const SERIES_SUFFIX = /_(bucket|sum|count)$/;
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2']);
const GROUPING = /\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g;

/** A string's contents as spaces (same length): a regex like "fallback-.*" names no metric. */
const blankStrings = (expr) => expr.replace(/"(?:[^"\\]|\\.)*"/g, (s) => `"${' '.repeat(s.length - 2)}"`);
const blank = (text, from, to) => text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);

/** The end (exclusive) of the parenthesised group opening at `open`, or the start going back from `close`. */
function matching(text, at, step) {
  for (let depth = 0, i = at; i >= 0 && i < text.length; i += step) {
    if (text[i] === '(' || text[i] === ')') depth += (text[i] === '(') === step > 0 ? 1 : -1;
    if (depth === 0) return step > 0 ? i + 1 : i;
  }
  return step > 0 ? text.length : 0;
}

/**
 * The selectors of a PromQL expression, each with the labels its matchers name, and the grouping
 * clauses with the part of the expression each applies to. Enough PromQL for the dashboard's
 * queries; anything it cannot place is reported rather than passed.
 */
function parse(expr) {
  let text = blankStrings(expr);
  const groupings = [];
  for (const match of text.matchAll(GROUPING)) {
    const labels = match[2]
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    const end = match.index + match[0].length;
    let scope = [0, text.length];
    if (match[1] === 'by' || match[1] === 'without') {
      // `sum by (x) (expr)`, or `sum(expr) by (x)`.
      const after = end + (text.slice(end).length - text.slice(end).trimStart().length);
      const before = text.slice(0, match.index).trimEnd().length - 1;
      if (text[after] === '(') scope = [after, matching(text, after, 1)];
      else if (text[before] === ')') scope = [matching(text, before, -1), before + 1];
    }
    groupings.push({ kind: match[1], labels, scope });
  }
  text = text.replace(GROUPING, (m) => ' '.repeat(m.length));
  text = text.replace(/\[[^\]]*\]/g, (m) => ' '.repeat(m.length));

  const selectors = [];
  const problems = [];
  for (const match of text.matchAll(/([a-zA-Z_:][\w:]*)?\s*\{([^}]*)\}/g)) {
    const matchers = [...match[2].matchAll(/([a-zA-Z_]\w*)\s*(=~|!~|!=|=)/g)].map((m) => m[1]);
    if (!match[1]) problems.push(`a selector without a metric name: {${match[2].trim()}}`);
    else selectors.push({ name: match[1], at: match.index, matchers });
    text = blank(text, match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(/(?<![\w.:$])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    // A name followed by `(` is a function; `e` of `1e3` follows a digit and is not a name.
    if (match[2] || KEYWORDS.has(match[1])) continue;
    selectors.push({ name: match[1], at: match.index, matchers: [] });
  }
  return { selectors, groupings, problems };
}

/** What is wrong with one expression against the registered metrics: [] when nothing. */
function problemsOf(expr, metrics) {
  const { selectors, groupings, problems } = parse(expr);
  if (!selectors.length) problems.push('no metric at all');
  const labelsOf = (name) => {
    const direct = metrics.get(name);
    if (direct) return direct.labels;
    const base = metrics.get(name.replace(SERIES_SUFFIX, ''));
    if (!base || !SERIES_SUFFIX.test(name) || base.type !== 'histogram') return null;
    return name.endsWith('_bucket') ? new Set([...base.labels, 'le']) : base.labels;
  };
  for (const selector of selectors) {
    const labels = labelsOf(selector.name);
    if (!labels) {
      problems.push(`${selector.name} is not a metric the server registers`);
      continue;
    }
    for (const label of selector.matchers) {
      if (!labels.has(label)) problems.push(`${selector.name} has no label ${label}`);
    }
    for (const g of groupings) {
      const inside = g.kind === 'by' || g.kind === 'without';
      if (!inside || selector.at < g.scope[0] || selector.at >= g.scope[1]) continue;
      for (const label of g.labels) {
        if (!labels.has(label)) problems.push(`${selector.name} has no label ${label} (${g.kind})`);
      }
    }
  }
  // on(...) and ignoring(...) match the two sides: each label is on one of them at least.
  for (const g of groupings.filter((x) => x.kind !== 'by' && x.kind !== 'without')) {
    for (const label of g.labels) {
      if (!selectors.some((s) => labelsOf(s.name)?.has(label)))
        problems.push(`no metric has ${label} (${g.kind})`);
    }
  }
  return problems;
}

/** A template variable's `label_values(selector, label)` as the query it amounts to. */
function variableQuery(variable) {
  const query = typeof variable.query === 'string' ? variable.query : variable.query?.query;
  const match = /^label_values\((.+),\s*([a-zA-Z_]\w*)\s*\)$/.exec(query ?? '');
  return match ? `count by (${match[2]}) (${match[1]})` : `unreadable variable query: ${query}`;
}

describe('the slices dashboard', () => {
  it('queries only metrics, and labels of those metrics, that the server registers', async () => {
    const metrics = await registeredMetrics();
    expect(queries.length).toBeGreaterThan(0);
    const wrong = queries.flatMap(({ title, expr }) =>
      problemsOf(expr, metrics).map((problem) => `${title}: ${problem}`),
    );
    const variables = dashboard.templating.list.flatMap((v) =>
      problemsOf(variableQuery(v), metrics).map((problem) => `variable ${v.name}: ${problem}`),
    );
    expect([...wrong, ...variables]).toEqual([]);
  });

  it('would notice a renamed metric, a label a metric lacks, or le on a counter', async () => {
    const metrics = await registeredMetrics();
    const broken = [
      'sum by (slice) (rate(fragment_total[5m]))',
      'sum by (route) (rate(fragments_total[5m]))',
      'rate(fragments_total{status="500"}[5m])',
      'histogram_quantile(0.75, sum by (le) (rate(page_views_total_bucket[5m])))',
      'histogram_quantile(0.75, sum(rate(field_lcp_seconds_bucket[1h])) by (le, outcome))',
      'sum(rate({__name__="fragments_total"}[5m]))',
    ];
    for (const expr of broken) expect(problemsOf(expr, metrics), expr).not.toEqual([]);
    expect(
      problemsOf('histogram_quantile(0.75, sum(rate(field_lcp_seconds_bucket[1h])) by (le, route))', metrics),
    ).toEqual([]);
  });

  it('has each panel query in docs/observability.md, word for word', () => {
    const missing = queries.filter(({ expr }) => !doc.includes(expr)).map(({ title }) => title);
    expect(missing).toEqual([]);
  });

  it('imports into any Grafana: one Prometheus input, the four variables, unique panel ids', () => {
    expect(dashboard.schemaVersion).toBe(39);
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: 'DS_PROMETHEUS', pluginId: 'prometheus' }),
    ]);
    expect(dashboard.templating.list.map((v) => v.name)).toEqual(['slice', 'release', 'route', 'lang']);
    const all = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const panel of panels) {
      expect([panel.datasource.uid, ...panel.targets.map((t) => t.datasource.uid)]).toEqual(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's placeholder for the chosen data source
        Array(panel.targets.length + 1).fill('${DS_PROMETHEUS}'),
      );
    }
  });
});
