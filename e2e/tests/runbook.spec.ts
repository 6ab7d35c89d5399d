import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@chardham/shared/routes';
import { makeTempDir, patchRelease, removeAll, throwsAsItRuns, workspaceRoot } from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { until } from '../support/fleet';
import { copyBetween, type Machine, startMachine } from '../support/machines';
import { freePort } from '../support/nginx';
import { isRemote, LOCAL_REASON } from '../support/target';

// docs/deploy.md section 10's runbook, followed command by command on machines of this one
// (support/machines.ts: each its own /etc, /srv, /usr/local, /var and /run), as an operator follows
// it on several (issue 64): the project's Node installed, a fleet file written, a new root set up in
// one command, two reference servers and an nginx host following it, Prometheus with the shipped
// files, the judge from its unit's command line, and HAProxy in front. Then a broken canary, which
// the judge must abort. What the test adds to the doc's commands is only what the doc asks of the
// operator in words: the machines' addresses in the fleet file, and the files copied to each machine.
test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

const tag = { tag: ['@shell', '@local'] };

/** The runbook's steps: each numbered step's shell lines, as the doc shows them. */
function runbook() {
  const doc = readFileSync(join(workspaceRoot, 'docs/deploy.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### The runbook'), doc.indexOf('### The publisher\n'));
  const steps = new Map<number, string[]>();
  for (const [, number, block] of section.matchAll(/\*\*(\d+)\. [\s\S]*?```sh\n([\s\S]*?)```/g))
    steps.set(Number(number), (block ?? '').trim().split('\n'));
  return steps;
}

let tmp: string;
const machines: Record<string, Machine> = {};
/** A machine by name (started in beforeAll). */
const machine = (name: string): Machine => {
  const found = machines[name];
  if (!found) throw new Error(`no machine ${name}`);
  return found;
};
const ports: Record<string, number> = {};
let fleetFile: string;
const steps = runbook();

/** The example fleet's addresses in the doc's commands, as this test's machines have them. */
function here(line: string) {
  return line
    .replaceAll('https://releases.internal/chardham/', `http://127.0.0.1:${ports.publisher}/chardham/`)
    .replaceAll('http://10.0.0.11:8080', `http://127.0.0.1:${ports['site-1']}`)
    .replaceAll('http://10.0.0.13', `http://127.0.0.1:${ports['site-3']}`)
    .replaceAll('http://prometheus.internal:9090', `http://127.0.0.1:${ports.prometheus}`)
    .replaceAll('https://www.example.com/', `http://127.0.0.1:${ports.haproxy}/`);
}

/** Runs a step's lines on a machine, one by one, each as the doc shows it: the output of all. */
function follow(machine: Machine, lines: string[], edit: (line: string) => string = (line) => line) {
  let output = '';
  for (const line of lines) {
    const done = machine.run(edit(here(line)), {
      env: { RUNBOOK_PROMETHEUS_LISTEN: `127.0.0.1:${ports.prometheus}` },
    });
    output += done.output;
    expect(done.status, `${machine.name}: ${line}\n${done.output}\n${machine.logs()}`).toBe(0);
  }
  return output;
}

/** Runs a `curl` line of the doc until it prints what the doc says it prints once it worked. */
async function until_prints(machine: Machine, line: string, expected: RegExp, ms = 60_000) {
  let last = '';
  try {
    await until(
      () => {
        last = machine.run(here(line)).output;
        return expected.test(last);
      },
      ms,
      `${machine.name}: ${line} printing ${expected}`,
    );
  } catch (error) {
    // What an operator would read next: every service's log on every machine.
    const logs = Object.values(machines).map((each) => `=== ${each.name}\n${each.logs()}`);
    throw new Error(`${String(error)}\nlast printed: ${last}\n${logs.join('\n')}`);
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = makeTempDir('runbook');
  for (const name of ['publisher', 'site-1', 'site-2', 'site-3'])
    machines[name] = await startMachine(tmp, name);
  for (const name of ['publisher', 'site-1', 'site-2', 'site-3', 'metrics-3', 'prometheus', 'haproxy'])
    ports[name] = await freePort();
  fleetFile = JSON.stringify({
    site: { publicOrigin: 'https://www.example.com' },
    balancer: { bind: `127.0.0.1:${ports.haproxy}`, address: '127.0.0.1' },
    publisher: {
      source: `http://127.0.0.1:${ports.publisher}/chardham/`,
      listen: `127.0.0.1:${ports.publisher}`,
      prometheus: `http://127.0.0.1:${ports.prometheus}`,
    },
    servers: [
      { name: 'site-1', kind: 'reference', address: `127.0.0.1:${ports['site-1']}` },
      { name: 'site-2', kind: 'reference', address: `127.0.0.1:${ports['site-2']}` },
      {
        name: 'site-3',
        kind: 'nginx',
        address: `127.0.0.1:${ports['site-3']}`,
        metrics: `127.0.0.1:${ports['metrics-3']}`,
      },
    ],
  });
});

test.afterAll(async () => {
  for (const each of Object.values(machines)) await each.stop();
  if (tmp) removeAll(tmp);
});

test(
  'the runbook sets up a fleet from empty machines, and its judge aborts a broken canary',
  tag,
  async ({ browser, consoleErrors }) => {
    test.setTimeout(600_000);
    const publisher = machine('publisher');
    const servers = [machine('site-1'), machine('site-2')];
    const nginxHost = machine('site-3');
    const step = (n: number) => steps.get(n) ?? [];
    expect([...steps.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // 1. Every machine. The checkout is this one, built: `git clone` is the one line not run.
    for (const each of Object.values(machines)) {
      follow(
        each,
        step(1).filter((line) => !line.startsWith('git clone')),
      );
      expect(each.run('node --version').output.trim()).toBe('v24.22.3');
    }

    // 2. The fleet file, written with this test's machines as the doc asks, and its files.
    follow(publisher, step(2).slice(0, 1));
    publisher.run('cat > /etc/chardham/fleet.json', { input: fleetFile });
    expect(follow(publisher, step(2).slice(1))).toContain('23 files in /etc/chardham/fleet:');
    for (const name of ['site-1', 'site-2', 'site-3'])
      copyBetween(publisher, machine(name), '/etc/chardham/fleet', name, '/etc/chardham/fleet');

    // 3. The key; its public half to every server.
    follow(publisher, step(3));
    for (const name of ['site-1', 'site-2', 'site-3'])
      copyBetween(publisher, machine(name), '/etc/chardham', 'signing.pub.pem', '/etc/chardham');

    // 4. A new root in one command.
    expect(follow(publisher, step(4))).toMatch(
      /\/srv\/chardham is set up, every release \w+(-dirty)? and live: shell, marketing, packages, enquiry, info; composition\.json is signed/,
    );

    // 5. Served to the servers: nginx checks its configuration, and the document is there.
    const served = step(5);
    expect(follow(publisher, served.slice(0, -1))).toContain('test is successful');
    await until_prints(publisher, served.at(-1) ?? '', /"serial": 2,/);

    // 6. Each reference server, ready once it has followed the publisher.
    for (const server of servers) {
      // The doc names site-1 and its address; each server runs the same with its own.
      const lines = step(6).map((line) =>
        line
          .replaceAll('site-1', server.name)
          .replaceAll('http://10.0.0.11:8080', `http://127.0.0.1:${ports[server.name]}`),
      );
      follow(server, lines.slice(0, -1));
      await until_prints(server, lines.at(-1) ?? '', /^ready/);
    }

    // 7. The nginx host, ready once its root has a composition and a shell.
    const nginxLines = step(7);
    follow(nginxHost, nginxLines.slice(0, -1));
    const [check, readyz] = (nginxLines.at(-1) ?? '').split(' && curl ');
    await until(
      () => nginxHost.run('test -f /srv/chardham/live/shell/frames/index.html').status === 0,
      60_000,
      `site-3 following the publisher\n${nginxHost.logs()}`,
    );
    expect(follow(nginxHost, [check ?? ''])).toContain('test is successful');
    await until_prints(nginxHost, `curl ${readyz}`, /^ready/);

    // 8. Prometheus with the shipped files: every target up (two servers, the nginx host twice).
    const prometheusLines = step(8);
    expect(follow(publisher, prometheusLines.slice(0, -1))).toContain('SUCCESS: 6 rules found');
    await until_prints(publisher, prometheusLines.at(-1) ?? '', /"value":\[[\d.]+,"4"\]/, 60_000);

    // 9. The judge, started from its unit's command line.
    follow(publisher, step(9));

    // 10. HAProxy in front; a page through it.
    const haproxyLines = step(10);
    expect(follow(publisher, haproxyLines.slice(0, -1))).toContain('Configuration file is valid');
    await until_prints(publisher, haproxyLines.at(-1) ?? '', /^200/);

    // A release whose page throws in the browser, at 50 % (section 9's commands, on the publisher).
    const broken = patchRelease(
      join(workspaceRoot, 'mfe-info/dist'),
      join(tmp, 'broken'),
      'Privacy Policy',
      throwsAsItRuns('broken'),
    );
    expect(broken.length).toBeGreaterThan(0);
    const key = { env: { RELEASES_SIGNING_KEY: '/etc/chardham/signing.pem' } };
    const installed = publisher.run(
      `pnpm releases install /srv/chardham info broken ${join(tmp, 'broken')}`,
      key,
    );
    expect(installed.status, installed.output).toBe(0);
    const began = Date.now();
    const started = publisher.run('pnpm releases canary /srv/chardham info=broken 50', key);
    expect(started.status, started.output).toBe(0);
    const published = async () =>
      (await (await fetch(`http://127.0.0.1:${ports.publisher}/chardham/composition.json`)).json()).signed;
    let visits = 0;
    let address = 0;
    while ((await published()).canary && visits < 80) {
      visits += 1;
      address += 1;
      const context = await browser.newContext({
        extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${address}` },
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${ports.haproxy}${href.privacyPolicy()}`);
      await page.locator('[data-slice-fallback="info"], h1').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1200);
      await context.close();
    }
    const seconds = (Date.now() - began) / 1000;
    consoleErrors.splice(0);
    const ended = (await published()).ended;
    expect(ended, publisher.logs()).toMatchObject({ outcome: 'aborted', slice: 'info', release: 'broken' });
    test.info().annotations.push(
      {
        type: 'seconds from the canary to its abort, shipped scrape intervals',
        description: seconds.toFixed(1),
      },
      { type: 'browser visits until the abort', description: String(visits) },
      { type: 'what the judge weighed', description: ended.reason },
    );
  },
);
