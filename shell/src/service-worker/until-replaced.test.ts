import { describe, expect, it } from 'vitest';
import { newerWorkerWaiting } from './until-replaced';

/** A registration as a worker sees it: an update is found, installs, and waits. */
function registration() {
  const target = new EventTarget() as EventTarget & {
    installing: EventTarget | null;
    waiting: EventTarget | null;
  };
  target.installing = null;
  target.waiting = null;
  return {
    registration: target as unknown as ServiceWorkerRegistration,
    update() {
      const worker = new EventTarget();
      target.installing = worker;
      target.dispatchEvent(new Event('updatefound'));
      return {
        installed() {
          target.installing = null;
          target.waiting = worker;
          worker.dispatchEvent(new Event('statechange'));
        },
      };
    },
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("the worker's bookkeeping never holds a newer worker back", () => {
  it('waits while no newer worker is found, nor while one installs', async () => {
    const fake = registration();
    const waiting = newerWorkerWaiting(fake.registration);
    expect(await settled(waiting)).toBe(false);
    fake.update();
    expect(await settled(waiting)).toBe(false);
  });

  it('settles once a newer worker is installed and waiting', async () => {
    const fake = registration();
    const waiting = newerWorkerWaiting(fake.registration);
    fake.update().installed();
    expect(await settled(waiting)).toBe(true);
  });

  it('settles at once where a newer worker already waits', async () => {
    const fake = registration();
    fake.update().installed();
    expect(await settled(newerWorkerWaiting(fake.registration))).toBe(true);
  });
});
