// How a canary is shared out, as a deployer gives it (`pnpm releases canary`).

/**
 * How a canary is shared out: a fixed `percent` of new visitors, or `{ steps, every }`: the shares
 * in turn (5, 25, 50), each held `every` seconds and left only when the analysis passes
 * (`stepCanary`); after the last, the canary is promoted.
 */
export function checkPlan(plan) {
  const steps = typeof plan === 'number' ? [plan] : plan?.steps;
  if (!Array.isArray(steps) || steps.length === 0)
    throw new Error('A canary needs a share, or steps with --every');
  for (const [i, share] of steps.entries()) {
    if (!(share > 0 && share <= 100)) throw new Error(`The share must be above 0 and at most 100: ${share}`);
    if (i > 0 && share <= steps[i - 1]) throw new Error(`The steps must rise: ${steps.join(',')}`);
  }
  if (typeof plan === 'number') return { percent: plan };
  if (!(plan.every > 0)) throw new Error('Steps need --every: how long each is held (90s, 10m, 1h)');
  return { percent: steps[0], steps, step: 0, every: plan.every };
}

/** A duration as the command line takes it: `90s`, `10m`, `1h`, or a number of seconds. */
export function parseDuration(text) {
  const found = /^(\d+(?:\.\d+)?)([smh]?)$/.exec(String(text ?? '').trim());
  const seconds = found ? Number(found[1]) * { '': 1, s: 1, m: 60, h: 3600 }[found[2]] : Number.NaN;
  if (!(seconds > 0)) throw new Error(`Bad duration ${JSON.stringify(text)}: 90s, 10m, 1h or seconds`);
  return seconds;
}
