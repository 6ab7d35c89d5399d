import { delay, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { submissionLimits } from '../../schemas/contact-limits';

/**
 * A fake PostgREST table for insert-only visitor tables, shared by unit tests and e2e: it answers
 * like Supabase (apikey required, body validated with the table's zod schema, 201 with no body for
 * `return=minimal`, 409 with PostgREST's error body for a duplicate id, 429 past the rate limit) and
 * keeps the rows it accepted so a test can assert what "the database" holds.
 */
export type Behaviour =
  | 'ok'
  /** 500 with a PostgREST error body. */
  | 'server-error'
  /** 400: a check the row fails that the form did not know (a rule added since it was filled in). */
  | 'refused'
  /** The connection fails; nothing is stored. */
  | 'network-error'
  /** The row IS stored, then the connection fails: the answer is lost on the way back. */
  | 'stored-then-network-error'
  /** Never answers (the client's timeout must end the submit). */
  | 'hang';

export interface TableOptions {
  /** Restrict to one Supabase origin; default: any origin. */
  supabaseUrl?: string;
  /** Where accepted rows go; pass your own to assert on it. */
  store?: RowStore;
  /** Behaviour of consecutive requests; once used up, requests are answered normally. */
  behaviours?: Behaviour[];
  /** Delay every answer by this many ms (a slow network). */
  delayMs?: number;
  /** Submissions from this browser (one connection) before 429, as the database counts them. */
  perConnection?: number;
}

export interface RowStore {
  readonly rows: Map<string, Record<string, unknown>>;
}

export const createRowStore = (): RowStore => ({ rows: new Map() });

const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => HttpResponse.json({ code, message, details, hint }, { status });

export function postgrestTableHandler(
  table: string,
  schema: z.ZodType<{ id: string } & Record<string, unknown>>,
  options: TableOptions = {},
) {
  const store = options.store ?? createRowStore();
  const behaviours = [...(options.behaviours ?? [])];
  const perConnection = options.perConnection ?? submissionLimits.perConnectionPerHour;
  const url = `${options.supabaseUrl ?? '*'}/rest/v1/${table}`;

  return http.post(url, async ({ request }) => {
    const behaviour = behaviours.shift() ?? 'ok';
    if (options.delayMs) await delay(options.delayMs);
    if (behaviour === 'hang') await delay('infinite');
    if (behaviour === 'network-error') return HttpResponse.error();
    if (behaviour === 'refused') {
      return postgrestError(
        400,
        '23514',
        `new row for relation "${table}" violates check constraint (simulated by the test)`,
      );
    }
    if (behaviour === 'server-error') {
      return postgrestError(500, 'XX000', 'internal error (simulated by the test)');
    }

    if (!request.headers.get('apikey')) {
      return HttpResponse.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        { status: 401 },
      );
    }
    // Asking for the row back needs SELECT, which visitors do not have (docs/decisions/030).
    const prefer = request.headers.get('prefer') ?? '';
    if (prefer.includes('return=representation') || new URL(request.url).searchParams.has('select')) {
      return postgrestError(401, '42501', `permission denied for table ${table}`);
    }

    const parsed = schema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return postgrestError(
        400,
        '23514',
        `new row for relation "${table}" violates check constraint`,
        `${issue?.path.join('.')}: ${issue?.message}`,
      );
    }
    const row = parsed.data;
    if (store.rows.has(row.id)) {
      return postgrestError(
        409,
        '23505',
        `duplicate key value violates unique constraint "${table}_pkey"`,
        `Key (id)=(${row.id}) already exists.`,
      );
    }
    if (store.rows.size >= perConnection) {
      return postgrestError(
        429,
        'PT429',
        'rate limit: too many submissions from this connection',
        null,
        `At most ${perConnection} per hour from one connection. Please call or WhatsApp us.`,
      );
    }
    store.rows.set(row.id, { ...row, created_at: new Date().toISOString() });
    if (behaviour === 'stored-then-network-error') return HttpResponse.error();
    return new HttpResponse(null, { status: 201 });
  });
}
