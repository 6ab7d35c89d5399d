-- The company hears of every stored submission (issue 21; docs/decisions/034-notification-outbox.md).
--
-- A trigger writes one outbox row in the same transaction as the enquiry, custom request or waitlist
-- entry: if the row is stored, so is its notification, and a refused insert queues none. The
-- Edge Function `notify-outbox` (supabase/functions/notify-outbox) drains the outbox every 20 seconds
-- (pg_cron + pg_net, set up as docs/deploy.md says): it claims due rows one at a time with a lease,
-- sends each to every configured channel with the row id as the idempotency key, and marks it sent.
-- A failed send is retried with backoff until it succeeds; a channel that already took a notification
-- is not sent it again, so a retry never doubles an email.

create table private.notification_outbox (
  id bigint generated always as identity primary key,
  source_table text not null,
  source_id uuid not null,
  -- The stored row as the visitor sent it (without the honeypot): the notification needs no join,
  -- and is purged a week after it was sent (the row itself stays in its table).
  payload jsonb not null,
  created_at timestamptz not null default now(),
  -- Claims so far. A claim leases the row until locked_until: a sender that dies mid-send leaves
  -- it to the next run once the lease is over.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  -- Channels (email, webhook) that have accepted this notification: never sent to again.
  delivered text[] not null default '{}',
  sent_at timestamptz,
  last_error text,
  constraint notification_outbox_one_per_row unique (source_table, source_id)
);

create index notification_outbox_due on private.notification_outbox (next_attempt_at) where sent_at is null;

revoke all on table private.notification_outbox from public, anon, authenticated;

comment on table private.notification_outbox is
  'One notification per stored submission, written by a trigger in the same transaction; drained by the notify-outbox Edge Function. Not reachable through the API.';

-- SECURITY DEFINER: visitors (anon) may insert a submission but never touch the outbox.
create or replace function private.queue_submission_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_outbox (source_table, source_id, payload)
  values (tg_table_name, new.id, to_jsonb(new) - 'website');
  return null;
end;
$$;

revoke all on function private.queue_submission_notification() from public, anon, authenticated;

do $$
declare
  visitor_table text;
begin
  foreach visitor_table in array array['tour_inquiries', 'custom_package_requests', 'partner_waitlist'] loop
    execute format(
      'create trigger %I after insert on public.%I for each row execute function private.queue_submission_notification()',
      visitor_table || '_notify', visitor_table
    );
  end loop;
end;
$$;

-- Claims up to `batch` due notifications for `lease`: concurrent senders never claim the same row
-- (FOR UPDATE SKIP LOCKED), and a row whose lease ran out is due again. The lease must outlast a send
-- to every channel (the Edge Function claims one row at a time and gives each channel 10 s).
-- MATERIALIZED: the locking subquery runs once, whatever plan the UPDATE gets.
create or replace function private.claim_notifications(batch integer default 1, lease interval default '2 minutes')
returns setof private.notification_outbox
language sql
set search_path = ''
as $$
  with due as materialized (
    select d.id
      from private.notification_outbox d
     where d.sent_at is null
       and d.next_attempt_at <= now()
       and (d.locked_until is null or d.locked_until <= now())
     order by d.id
     limit batch
       for update skip locked
  )
  update private.notification_outbox o
     set attempts = o.attempts + 1,
         locked_until = now() + lease
    from due
   where o.id = due.id
  returning o.*;
$$;

-- One channel took the notification: remember it, so a retry for another channel skips this one.
create or replace function private.notification_delivered(outbox_id bigint, channel text)
returns void
language sql
set search_path = ''
as $$
  update private.notification_outbox
     set delivered = case when channel = any (delivered) then delivered else delivered || channel end
   where id = outbox_id;
$$;

-- Every configured channel took it.
create or replace function private.notification_sent(outbox_id bigint)
returns void
language sql
set search_path = ''
as $$
  update private.notification_outbox
     set sent_at = now(), locked_until = null, last_error = null
   where id = outbox_id;
$$;

-- A send failed: try again after 30 s, 1 min, 2 min, ... at most an hour apart, until it succeeds.
-- The exponent stops at 7 (30 s x 128 > 1 hour): after a long outage an uncapped power of two would
-- overflow the interval and the failure could no longer be recorded.
create or replace function private.notification_failed(outbox_id bigint, error text)
returns void
language sql
set search_path = ''
as $$
  update private.notification_outbox
     set locked_until = null,
         last_error = left(error, 2000),
         next_attempt_at = now() + least(
           interval '1 hour',
           interval '30 seconds' * power(2, least(greatest(attempts - 1, 0), 7))
         )
   where id = outbox_id;
$$;

revoke all on function private.claim_notifications(integer, interval) from public, anon, authenticated;
revoke all on function private.notification_delivered(bigint, text) from public, anon, authenticated;
revoke all on function private.notification_sent(bigint) from public, anon, authenticated;
revoke all on function private.notification_failed(bigint, text) from public, anon, authenticated;

-- Retention (privacy policy; docs/decisions/042), as in 20261125100000_abuse_limits.sql, plus the
-- outbox: enquiries and custom requests 24 months from the day they arrived; the address log one day.
-- Waitlist entries are kept until the partner programme launches and 12 months after: that date is
-- not known yet, so they are not purged by age. A sent notification holds a copy of what the visitor
-- typed: it goes a week after it was sent; one never sent is kept as long as an enquiry (24 months).
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

  delete from private.notification_outbox
   where sent_at < now() - interval '7 days' or created_at < now() - interval '24 months';
  get diagnostics n = row_count;
  table_name := 'notification_outbox'; deleted := n; return next;
end;
$$;

revoke all on function private.purge_expired_submissions() from public, anon, authenticated;
