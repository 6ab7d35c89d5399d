// A browser context's requests answered by MSW request handlers: the handlers the unit tests use,
// applied through Playwright's routing with MSW's own matcher (`getResponse`). MSW 3 no longer has
// the `SetupApi` and `handleRequest` that @msw/playwright 0.6 builds on; this is the part of it the
// suites use (HTTP only, unmatched requests fall through).
import type { BrowserContext, Route } from '@playwright/test';
import {
  type AnyHandler,
  getResponse,
  isCommonAssetRequest,
  isPassthroughResponse,
  RequestHandler,
} from 'msw';

export interface Network {
  /** Handlers tried before the current ones until the test ends (a test's own behaviours). */
  use(...handlers: AnyHandler[]): void;
}

/**
 * Routes every request of `context` through `handlers`. A request no handler answers, or one a
 * handler passes through, goes on to the routes registered before this one (the Supabase guard)
 * or to the network. Returns the network and a function that removes the route.
 */
export async function routeThroughHandlers(
  context: BrowserContext,
  initial: AnyHandler[],
): Promise<{ network: Network; stop: () => Promise<void> }> {
  let handlers = [...initial];
  const answer = async (route: Route) => {
    const request = route.request();
    const posted = request.postDataBuffer();
    const fetchRequest = new Request(request.url(), {
      method: request.method(),
      headers: new Headers(await request.allHeaders()),
      body: posted ? new Uint8Array(posted) : null,
    });
    // Scripts, styles, fonts and images are the site's own: routing them through the matcher
    // only slows the page.
    if (isCommonAssetRequest(fetchRequest)) return settle(() => route.fallback());
    const referer = request.headers().referer;
    const response = await getResponse(
      handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler),
      fetchRequest,
      { baseUrl: referer ? new URL(referer).origin : undefined, quiet: true },
    );
    if (!response || isPassthroughResponse(response)) return settle(() => route.fallback());
    // HttpResponse.error(): the request fails as a dropped connection does.
    if (response.type === 'error' || response.status === 0) return settle(() => route.abort());
    const body = Buffer.from(await response.arrayBuffer());
    return settle(() =>
      route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body }),
    );
  };
  await context.route('**/*', answer);
  return {
    network: {
      use: (...added) => {
        handlers = [...added, ...handlers];
      },
    },
    stop: () => context.unroute('**/*', answer),
  };
}

/**
 * A navigation can end a request while its answer is on the way, and Playwright then says the
 * route "is already handled": that request is gone, and nothing is wrong.
 */
async function settle(act: () => Promise<void>) {
  try {
    await act();
  } catch (error) {
    if (error instanceof Error && /route is already handled/i.test(error.message)) return;
    throw error;
  }
}
