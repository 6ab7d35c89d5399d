import { NODE_VERSION } from 'tools/bootstrap';
import { expect, test } from '../support/fixtures';
import { baseURL, isRemote, LOCAL_REASON } from '../support/target';

// The project's Node (decision 109): Playwright's runner and the reference server it tests run on
// it, whatever the machine's own node is.
test.skip(isRemote, LOCAL_REASON);

test("the suite's runner and the server it tests run on the project's Node", {
  tag: ['@shell', '@local'],
}, async () => {
  expect(process.versions.node).toBe(NODE_VERSION);
  const metrics = await (await fetch(`${baseURL}/metrics`)).text();
  expect(metrics).toMatch(
    new RegExp(`^nodejs_version_info\\{version="v${NODE_VERSION.replaceAll('.', '\\.')}"`, 'm'),
  );
});
