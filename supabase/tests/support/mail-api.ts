/**
 * A stand-in for the mail API (Resend's `POST /emails`) and for a webhook, on 127.0.0.1 and a free
 * port. Like Resend, it keeps a mail once per Idempotency-Key and answers a repeated key with the
 * first answer. Each request takes the next planned behaviour for its path, else `ok`:
 *   fail  answer 503 and keep nothing (the service is down);
 *   drop  keep the mail, then cut the connection before answering (the answer is lost);
 *   slow  keep the mail, answer after `slowMs` (later than the notifier waits).
 * `latencyMs` delays every answer, so that concurrent senders overlap.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = 'ok' | 'fail' | 'drop' | 'slow';

export interface Received {
  path: string;
  key: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface MailApi {
  url: string;
  /** Every request, in order of arrival. */
  requests: Received[];
  /** What the service kept: emails once per key, webhook calls as they came. */
  kept: Received[];
  plan(path: '/emails' | '/webhook', ...behaviours: Behaviour[]): void;
  reset(): void;
  stop(): Promise<void>;
}

const read = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
};

export async function startMailApi({ slowMs = 600, latencyMs = 0 } = {}): Promise<MailApi> {
  const requests: Received[] = [];
  const kept: Received[] = [];
  const plans = new Map<string, Behaviour[]>();
  const answers = new Map<string, string>();

  const server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const header = (name: string) => request.headers[name] as string | undefined;
    const received = {
      path,
      key: header('idempotency-key'),
      authorization: header('authorization'),
      body: await read(request),
    };
    requests.push(received);
    const behaviour = plans.get(path)?.shift() ?? 'ok';
    const remembered = path === '/emails' && received.key ? answers.get(received.key) : undefined;
    if (behaviour === 'fail') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      return;
    }
    const answer = remembered ?? JSON.stringify({ id: `mail-${kept.length + 1}` });
    if (!remembered) {
      kept.push(received);
      if (path === '/emails' && received.key) answers.set(received.key, answer);
    }
    if (behaviour === 'drop') {
      request.socket.destroy();
      return;
    }
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    setTimeout(send, behaviour === 'slow' ? slowMs : latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    kept,
    plan: (path, ...behaviours) => plans.set(path, behaviours),
    reset() {
      requests.length = 0;
      kept.length = 0;
      plans.clear();
      answers.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
