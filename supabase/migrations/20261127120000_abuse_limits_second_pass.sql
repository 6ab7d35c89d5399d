-- Abuse limits, second pass (issue 41, item 5; docs/decisions/090-client-address-in-the-database.md
-- and 091-notification-emails-per-hour.md). Amends 20261125100000_abuse_limits.sql and
-- 20261125110000_notification_outbox.sql:
--   1. the client's address comes from one header, named in private.client_address_header();
--   2. whatever is not an address is one bucket, 'unknown', never a bucket per string;
--   3. an IPv6 address counts as its /64, an IPv4 address (IPv4-mapped IPv6 included) as itself;
--   4. a client's own limit is checked before the form's minute, so one client cannot hold it;
--   5. at most private.notification_emails_per_hour() notifications an hour; the rest go out as one
--      summary, and every submission stays in its table.

-- 1. The one header that names the client. On Supabase's hosted platform every request to the API
-- passes Cloudflare, which sets cf-connecting-ip to the address that connected to it, replacing
-- whatever the client sent. X-Forwarded-For is not that: Supabase's docs read its first entry, but
-- Cloudflare appends to the list a client sends, so the first entry is whatever the client wrote;
-- X-Real-IP is not set by Cloudflare at all and passes through as the client wrote it. A project
-- behind another proxy (self-hosted, the local CLI) replaces this one function with the header its
-- proxy sets and overwrites.
create or replace function private.client_address_header()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'cf-connecting-ip'::text
$$;

revoke all on function private.client_address_header() from public, anon, authenticated;

-- 2, 3. The bucket the limits count a request in: an IPv4 address itself; an IPv6 address as its
-- /64, which one subscriber is given and could rotate through; an IPv4-mapped IPv6 address
-- (::ffff:a.b.c.d) as its IPv4 address. Anything else, a missing or empty header included, is one
-- bucket, 'unknown': a client that writes the header itself gets no bucket per string. Null only
-- when the row does not come through PostgREST at all (no request.headers: the SQL editor, a
-- migration); such rows meet the form's limit only.
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  value text;
  parsed inet;
begin
  if headers is null then
    return null;
  end if;
  value := btrim(headers ->> private.client_address_header());
  -- A bare address only: inet would also take a prefix length (10.0.0.0/8) or a zone (%eth0).
  if value is null or value !~ '^[0-9A-Fa-f:.]+$' then
    return 'unknown';
  end if;
  begin
    parsed := value::inet;
  exception when invalid_text_representation then
    return 'unknown';
  end;
  if family(parsed) = 6 and parsed << '::ffff:0:0/96'::inet then
    parsed := '0.0.0.0'::inet + (parsed - '::ffff:0:0'::inet);
  end if;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end;
$$;

revoke all on function private.client_address() from public, anon, authenticated;

-- 4. The client's own limit first, then the form's minute. One client is one bucket (1, 2), so it
-- stores at most its hourly share; it is told its own limit even while the form is busy (a minute's
-- wait would not help it); and a refused submission logs nothing (the raise rolls the log back), so
-- a client over its limit adds nothing to the form's minute however often it tries.
create or replace function private.enforce_submission_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_address integer := coalesce(tg_argv[0]::integer, 20);
  per_minute integer := coalesce(tg_argv[1]::integer, 60);
  address text := private.client_address();
  -- Rows that did not come through the API are logged apart from the 'unknown' bucket.
  sender_hash text := md5(coalesce(address, 'not through the API'));
  already_stored boolean;
  recent integer;
begin
  -- A retry of a row that already arrived (same client-generated id) must reach the primary key and
  -- be answered as a duplicate, which the client takes as success; it is not a new submission.
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into already_stored using new.id;
  if already_stored then
    return new;
  end if;

  -- Serialise the checks per table, so a burst cannot slip past the counts.
  perform pg_advisory_xact_lock(hashtextextended('submission_limits:' || tg_table_name, 0));

  if address is not null then
    select count(*) into recent
      from private.submission_log
     where table_name = tg_table_name
       and address_hash = sender_hash
       and created_at > now() - interval '1 hour';
    if recent >= per_address then
      -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
      raise exception using
        errcode = 'PT429',
        message = 'rate limit: too many submissions from this connection',
        hint = format('At most %s per hour from one connection. Please call or WhatsApp us.', per_address);
    end if;
  end if;

  select count(*) into recent
    from private.submission_log
   where table_name = tg_table_name and created_at > now() - interval '1 minute';
  if recent >= per_minute then
    raise exception using
      errcode = 'PT429',
      message = 'busy: too many submissions to this form in the last minute',
      hint = 'Please try again in a minute, or call or WhatsApp us.';
  end if;

  insert into private.submission_log (table_name, address_hash) values (tg_table_name, sender_hash);
  return new;
end;
$$;

revoke all on function private.enforce_submission_limits() from public, anon, authenticated;

-- 5. Notifications an hour: a flood of submissions must not become a flood of emails that buries
-- the real ones. The one constant; each notification goes to every configured channel.
create or replace function private.notification_emails_per_hour()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30
$$;

revoke all on function private.notification_emails_per_hour() from public, anon, authenticated;

-- admitted_at: when a notification was first claimed to be sent on its own (what the cap counts).
-- summarised_by: the summary that carries it instead. A summary is an outbox row of its own
-- (source_table 'notification_summary'), sent, retried and kept like any other.
alter table private.notification_outbox
  add column admitted_at timestamptz,
  add column summarised_by bigint references private.notification_outbox (id);

-- Notifications already claimed before this migration were sent on their own, or are being.
update private.notification_outbox set admitted_at = created_at where attempts > 0;

create index notification_outbox_admitted on private.notification_outbox (admitted_at)
  where admitted_at is not null;
create index notification_outbox_summarised on private.notification_outbox (summarised_by)
  where summarised_by is not null;

-- Claims up to `batch` due notifications for `lease`, as before (FOR UPDATE SKIP LOCKED, a lease
-- that runs out), within the cap: a notification not yet admitted is claimed only while fewer than
-- notification_emails_per_hour() were admitted in the last hour; one already admitted (a retry) or
-- a summary is claimed whatever the count. At the cap, everything waiting goes into one summary,
-- at most one an hour: at most cap + 1 emails an hour, and what arrives after the summary waits,
-- queued, for the next hour. Claims are serialised (an advisory lock) so the count and the
-- admissions it allows cannot interleave between concurrent runs.
create or replace function private.claim_notifications(batch integer default 1, lease interval default '2 minutes')
returns setof private.notification_outbox
language plpgsql
set search_path = ''
as $$
declare
  room integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('claim_notifications', 0));

  select greatest(private.notification_emails_per_hour() - count(*), 0)::integer into room
    from private.notification_outbox
   where admitted_at > now() - interval '1 hour';

  if room = 0 and not exists (
    select 1
      from private.notification_outbox s
     where s.source_table = 'notification_summary' and s.created_at > now() - interval '1 hour'
  ) then
    -- One statement, one snapshot: the summary names exactly the rows it marks. It lists the first
    -- 200 (name, contact, reference) and counts them all; each is in full in its table.
    with waiting as materialized (
      select w.id, w.source_table, w.payload, w.created_at
        from private.notification_outbox w
       where w.source_table <> 'notification_summary'
         and w.sent_at is null and w.admitted_at is null and w.summarised_by is null
       order by w.id
         for update
    ), summary as (
      insert into private.notification_outbox (source_table, source_id, payload)
      select 'notification_summary', gen_random_uuid(), jsonb_build_object(
               'count', count(*),
               'cap', private.notification_emails_per_hour(),
               'first_at', min(w.created_at),
               'last_at', max(w.created_at),
               'entries', (
                 select jsonb_agg(
                          jsonb_build_object('form', e.source_table) || jsonb_strip_nulls(jsonb_build_object(
                            'id', e.payload -> 'id',
                            'name', e.payload -> 'name',
                            'email', e.payload -> 'email',
                            'phone', e.payload -> 'phone',
                            'company', e.payload -> 'company',
                            'created_at', e.payload -> 'created_at'
                          ))
                          order by e.id)
                   from (select * from waiting order by id limit 200) e
               )
             )
        from waiting w
      having count(*) > 0
      returning id
    )
    update private.notification_outbox o
       set summarised_by = summary.id
      from waiting, summary
     where o.id = waiting.id;
  end if;

  return query
  with again as materialized (
    select d.id
      from private.notification_outbox d
     where d.sent_at is null and d.summarised_by is null
       and (d.admitted_at is not null or d.source_table = 'notification_summary')
       and d.next_attempt_at <= now()
       and (d.locked_until is null or d.locked_until <= now())
     order by d.id
     limit batch
       for update skip locked
  ), fresh as materialized (
    select d.id
      from private.notification_outbox d
     where d.sent_at is null and d.summarised_by is null
       and d.admitted_at is null and d.source_table <> 'notification_summary'
       and d.next_attempt_at <= now()
       and (d.locked_until is null or d.locked_until <= now())
     order by d.id
     limit least(batch, room)
       for update skip locked
  ), chosen as (
    select id from again union all select id from fresh order by id limit batch
  )
  update private.notification_outbox o
     set attempts = o.attempts + 1,
         locked_until = now() + lease,
         admitted_at = case
           when o.source_table = 'notification_summary' then null
           else coalesce(o.admitted_at, now())
         end
    from chosen
   where o.id = chosen.id
  returning o.*;
end;
$$;

revoke all on function private.claim_notifications(integer, interval) from public, anon, authenticated;

-- Every configured channel took it; a summary's submissions are sent with it (and purged a week
-- after, as any sent notification).
create or replace function private.notification_sent(outbox_id bigint)
returns void
language sql
set search_path = ''
as $$
  update private.notification_outbox
     set sent_at = now(), locked_until = null, last_error = null
   where id = outbox_id or summarised_by = outbox_id;
$$;

revoke all on function private.notification_sent(bigint) from public, anon, authenticated;
