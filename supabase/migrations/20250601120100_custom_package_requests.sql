-- Custom package requests (spec §2 Custom package request page, §3; issue 5).
-- The spec only logs these; they are stored so the company receives them (docs/decisions/031),
-- with the enquiry's guarantees: insert-only for visitors, constraints mirroring
-- mfe-enquiry/src/schemas/custom-request.ts, a client-generated key, a honeypot and a rate limit.

create table public.custom_package_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint custom_package_requests_name_length
    check (char_length(btrim(name, ' ')) >= 2 and char_length(name) <= 100),
  email text not null
    constraint custom_package_requests_email_format
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    ),
  phone text not null
    constraint custom_package_requests_phone_format
    check (
      phone ~ '^\+?[0-9 ()-]{7,20}$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15
    ),
  group_size text not null
    constraint custom_package_requests_group_size_options
    check (group_size in ('1-2', '3-5', '6-10', '11-20', '20+')),
  duration text not null
    constraint custom_package_requests_duration_options
    check (duration in ('3-4', '5-6', '7-8', '9-10', '10+')),
  budget text not null
    constraint custom_package_requests_budget_options
    check (budget in ('20k-30k', '30k-40k', '40k-50k', '50k-70k', '70k+')),
  destinations text not null
    constraint custom_package_requests_destinations_options
    check (destinations in (
      'kedarnath-only', 'badrinath-only', 'kedarnath-badrinath',
      'gangotri-yamunotri', 'complete-chardham', 'chardham-plus'
    )),
  travel_date date not null
    constraint custom_package_requests_travel_date_range
    check (travel_date between date '2024-01-01' and date '2099-12-31'),
  accommodation text not null
    constraint custom_package_requests_accommodation_options
    check (accommodation in ('budget', 'standard', 'luxury', 'premium')),
  transportation text not null
    constraint custom_package_requests_transportation_options
    check (transportation in ('non-ac', 'ac', 'luxury', 'helicopter')),
  special_requirements text
    constraint custom_package_requests_special_requirements_length
    check (
      special_requirements is null
      or (char_length(btrim(special_requirements, ' ')) >= 1 and char_length(special_requirements) <= 2000)
    ),
  -- Honeypot: hidden from people, so always empty; the insert policy refuses a filled one.
  website text
    constraint custom_package_requests_website_length check (char_length(website) <= 200),
  created_at timestamptz not null default now()
);

comment on table public.custom_package_requests is
  'Custom package requests from the website. Insert-only for visitors (anon); read them with the service role or the dashboard.';

create index custom_package_requests_email_recent
  on public.custom_package_requests (lower(email), created_at);
create index custom_package_requests_phone_recent
  on public.custom_package_requests (regexp_replace(phone, '[^0-9]', '', 'g'), created_at);

create trigger custom_package_requests_rate_limit
  before insert on public.custom_package_requests
  for each row execute function private.enforce_submission_rate_limit('5');

alter table public.custom_package_requests enable row level security;

revoke all on table public.custom_package_requests from anon, authenticated;
grant insert (
  id, name, email, phone, group_size, duration, budget, destinations, travel_date,
  accommodation, transportation, special_requirements, website
) on table public.custom_package_requests to anon;

create policy "Visitors can send a custom request, bots that fill the honeypot cannot"
  on public.custom_package_requests
  for insert
  to anon
  with check (website is null or website = '');
