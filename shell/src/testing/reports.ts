/** A report as the server reads it from a beacon's body (shared/src/observability/reports.mjs). */
export interface SentReport {
  route: string;
  lang: string;
  releases: Record<string, string>;
  failures: { slice: string; release: string; kind: string; reason?: string }[];
  vitals: { name: string; value: number }[];
}

/**
 * A browser's navigator.sendBeacon (jsdom has none) that keeps what the shell sends: the address,
 * the body's type and the body as the server parses it. `restore` takes it away again.
 */
export function captureBeacons() {
  const sent: Promise<{ url: string; type: string; report: SentReport }>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string | URL, data: Blob) => {
      sent.push(
        data.text().then((text) => ({ url: String(url), type: data.type, report: JSON.parse(text) })),
      );
      return true;
    },
  });
  return {
    /** Every beacon sent so far. */
    beacons: () => Promise.all(sent),
    /** The visitor leaves the page, which sends what it holds: every report sent, in order. */
    async leave(): Promise<SentReport[]> {
      dispatchEvent(new Event('pagehide'));
      return (await Promise.all(sent)).map((beacon) => beacon.report);
    },
    restore: () => Reflect.deleteProperty(navigator, 'sendBeacon'),
  };
}
