-- Abuse limits that a sender cannot choose their way around, and the retention the privacy policy
-- promises (issue 17; docs/decisions/035-abuse-limits-and-retention.md).
--
-- The per-email and per-phone limit of the first migrations counted values the sender chooses: a
-- script rotating them wrote without limit, and five enquiries sent with a customer's email or phone
-- locked that customer out for an hour. They are replaced by:
--   1. one row per request (a statement-level check: a JSON array of a thousand rows is refused);
--   2. a limit per client address, as the Supabase gateway reports it to PostgREST;
--   3. a per-table circuit breaker per minute, whoever sends.

-- The client's address as the gateway saw it: Cloudflare's cf-connecting-ip (set by Cloudflare at
-- the edge, replacing whatever the client sent), else x-real-ip, else the last x-forwarded-for entry
-- (the one the last proxy appended; the first ones are whatever the client wrote). Null when the row
-- does not come through PostgREST (the dashboard, the service role's scripts). An IPv6 address
-- counts as its /64: one subscriber is given a whole /64 and could rotate through it.
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  address text;
  parsed inet;
begin
  if headers is null then
    return null;
  end if;
  address := coalesce(
    nullif(lower(btrim(headers ->> 'cf-connecting-ip')), ''),
    nullif(lower(btrim(headers ->> 'x-real-ip')), ''),
    nullif(lower(btrim(forwarded[cardinality(forwarded)])), '')
  );
  if address is null then
    return null;
  end if;
  begin
    parsed := address::inet;
  exception when invalid_text_representation then
    return address;
  end;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end;
$$;

revoke all on function private.client_address() from public, anon, authenticated;

-- Who sent what, when: a hash of the address (not the address itself) for a day, then purged.
create table private.submission_log (
  table_name text not null,
  address_hash text not null,
  created_at timestamptz not null default now()
);
create index submission_log_recent on private.submission_log (table_name, address_hash, created_at);
create index submission_log_minute on private.submission_log (table_name, created_at);
revoke all on table private.submission_log from public, anon, authenticated;

-- Limits per table: arguments (submissions per address per hour, submissions per minute in all).
-- A shared connection (a family's wifi, a mobile operator's carrier-grade NAT in India) sends from
-- one address: the per-address limit is generous, and it never looks at email or phone.
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
  sender_hash text := md5(coalesce(address, 'unknown'));
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

  select count(*) into recent
    from private.submission_log
   where table_name = tg_table_name and created_at > now() - interval '1 minute';
  if recent >= per_minute then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise exception using
      errcode = 'PT429',
      message = 'busy: too many submissions to this form in the last minute',
      hint = 'Please try again in a minute, or call or WhatsApp us.';
  end if;

  if address is not null then
    select count(*) into recent
      from private.submission_log
     where table_name = tg_table_name
       and address_hash = sender_hash
       and created_at > now() - interval '1 hour';
    if recent >= per_address then
      raise exception using
        errcode = 'PT429',
        message = 'rate limit: too many submissions from this connection',
        hint = format('At most %s per hour from one connection. Please call or WhatsApp us.', per_address);
    end if;
  end if;

  insert into private.submission_log (table_name, address_hash) values (tg_table_name, sender_hash);
  return new;
end;
$$;

revoke all on function private.enforce_submission_limits() from public, anon, authenticated;

-- One row per request: PostgREST turns a JSON array into one INSERT of many rows.
create or replace function private.enforce_one_row_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'one submission at a time: send a single object, not an array';
  end if;
  return null;
end;
$$;

revoke all on function private.enforce_one_row_per_statement() from public, anon, authenticated;

do $$
declare
  visitor_table text;
begin
  foreach visitor_table in array array['tour_inquiries', 'custom_package_requests', 'partner_waitlist'] loop
    execute format('drop trigger if exists %I on public.%I', visitor_table || '_rate_limit', visitor_table);
    execute format(
      'create trigger %I before insert on public.%I for each row execute function private.enforce_submission_limits(%L, %L)',
      visitor_table || '_limits', visitor_table, '20', '60'
    );
    execute format(
      'create trigger %I after insert on public.%I referencing new table as inserted for each statement execute function private.enforce_one_row_per_statement()',
      visitor_table || '_one_row', visitor_table
    );
  end loop;
end;
$$;

drop function private.enforce_submission_rate_limit();

-- Retention (privacy policy; docs/decisions/042): enquiries and custom requests 24 months from the
-- day they arrived; the address log one day. Waitlist entries are kept until the partner programme
-- launches and 12 months after: that date is not known yet, so they are not purged by age.
create or replace function private.purge_expired_submissions()
returns table (table_name text, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  delete from public.tour_inquiries where created_at < now() - interval '24 months';
  get diagnostics n = row_count;
  table_name := 'tour_inquiries'; deleted := n; return next;

  delete from public.custom_package_requests where created_at < now() - interval '24 months';
  get diagnostics n = row_count;
  table_name := 'custom_package_requests'; deleted := n; return next;

  delete from private.submission_log where created_at < now() - interval '1 day';
  get diagnostics n = row_count;
  table_name := 'submission_log'; deleted := n; return next;
end;
$$;

revoke all on function private.purge_expired_submissions() from public, anon, authenticated;

-- Every night at 03:17 UTC, where pg_cron can run (Supabase: enable it under Database > Extensions
-- first; docs/deploy.md). Without it, schedule the function some other way.
-- Installed is not enough: pg_cron runs only if the server loaded it at start
-- (shared_preload_libraries), and CREATE EXTENSION fails otherwise ("unrecognized configuration
-- parameter cron.database_name"). pg_settings hides that setting from a role without
-- pg_read_all_settings (current_setting would fail): unknown is taken as loaded, as on Supabase
-- (docs/decisions/075-pg-cron-guard.md).
do $$
declare
  available boolean := exists (select 1 from pg_available_extensions where name = 'pg_cron');
  libraries text := (select setting from pg_settings where name = 'shared_preload_libraries');
  preloaded boolean := libraries is null or libraries ~ '(^|[\s,"/])pg_cron([\s,"]|$)';
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') or (available and preloaded) then
    create extension if not exists pg_cron;
    perform cron.schedule(
      'purge-expired-submissions',
      '17 3 * * *',
      'select private.purge_expired_submissions()'
    );
  elsif available then
    raise notice 'pg_cron is installed but not in shared_preload_libraries: schedule private.purge_expired_submissions() yourself';
  else
    raise notice 'pg_cron is not available: schedule private.purge_expired_submissions() yourself';
  end if;
end;
$$;
