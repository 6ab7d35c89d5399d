// A canary on nginx (docs/deploy.md, "Canary"): the reference server's rules (canary/sides.mjs) as maps.
// A visitor's side is the cookie `chardham_release=<canary id>.<live|canary>`; the page, its
// fragments and its inline remotes.json all come from that side's composition.
//
// nginx cannot read canary.json on each request: the release manager writes the running canary's id,
// composition and share into `<root>/canary.nginx.conf` when a canary starts or ends, and the
// deployer runs `nginx -s reload` after each `pnpm releases canary|promote|abort`.

import { join } from 'node:path';
import { writeAtomically } from '../common/file-texts.mjs';
import { writeOriginsInclude } from './origins-include.mjs';

export const CANARY_NGINX_FILE = 'canary.nginx.conf';

/** The cookie and what the reference server sends with it (canary/sides.mjs, sideFor). */
const SIDE_COOKIE = 'chardham_release';
const COOKIE_ATTRIBUTES = `Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax`;
/** Crawlers, link previews and tools: always live, never a cookie (canary/sides.mjs, BOT). */
const BOT_AGENTS =
  'bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|curl|wget|python-requests';

const safe = /^[\w.-]+$/;

/**
 * The include the release manager writes: the running canary (canary.json's id, composition and percent),
 * or, with `null`, none. It redefines the variables `canaryMaps` gives their no-canary values.
 */
export function canaryInclude(canary) {
  const header = `# Written by the release manager (pnpm releases) when a canary starts or ends; nginx reads it when
# reloaded (\`nginx -s reload\` after pnpm releases canary, promote or abort). docs/deploy.md, "Canary".
`;
  if (!canary) {
    return `${header}# No canary runs: everyone is on live.
map "" $chardham_canary { default ""; }
map "" $chardham_canary_composition { default ""; }
map "" $chardham_canary_draw { default live; }
map "" $chardham_canary_release { default ""; }
`;
  }
  const { id, slice, release, percent, composition, started } = canary;
  const folder = composition.replace(/^compositions\//, '');
  // Every value written into the file, comments included: a newline would start a directive.
  const names = [id, folder, slice, release];
  if (
    !names.every((value) => safe.test(String(value))) ||
    !/^[\d:.TZ+-]+$/.test(String(started)) ||
    !(percent > 0 && percent <= 100)
  )
    throw new Error(`Not a canary nginx can be told of: ${JSON.stringify(canary)}`);
  // split_clients takes hundredths of a percent, and reads 0% as "everyone else": never below 0.01.
  const share = Math.max(0.01, Number(percent.toFixed(2)));
  return `${header}# A canary runs: ${slice}/${release} for ${share}% of new visitors, since ${started}.
map "" $chardham_canary { default "${id}"; }
# The composition folder, not the \`canary\` link that abort and promote remove: until the reload,
# the canary's visitors keep whole pages from it.
map "" $chardham_canary_composition { default "compositions/${folder}"; }
# What the access log names for the canary's counts (docs/mtail/nginx-canary.mtail).
map "" $chardham_canary_release { default "${slice}/${release}"; }
# A new visitor's draw hashes the request's random id: the page and its includes draw alike.
split_clients "$request_id" $chardham_canary_draw {
    ${share}% canary;
    * live;
}
`;
}

/**
 * The http-level maps that pick a request's side and its composition folder, and the headers that
 * go with it. None is `volatile`: an SSI include reads the value its page worked out.
 */
export function canaryMaps({ root, liveRoot, packageId, packagesOrigin }) {
  return `# Canary (docs/deploy.md, "Canary"): the side of each visitor, by the reference server's rules.
# No canary runs unless ${root}/${CANARY_NGINX_FILE} (written by the release manager) says otherwise: it
# redefines these four (a later map of a variable replaces an earlier one), and its name is a
# pattern so that a root where no canary ever ran needs no file.
map "" $chardham_canary { default ""; }
map "" $chardham_canary_composition { default ""; }
map "" $chardham_canary_draw { default live; }
map "" $chardham_canary_release { default ""; }
include ${root}/${CANARY_NGINX_FILE.replace(/f$/, '[f]')};

map $http_user_agent $chardham_bot {
    "~*${BOT_AGENTS}" 1;
    default 0;
}
# A cookie that still holds keeps its side: QA's pin (any.live, any.canary) whatever canary runs,
# or a visitor's draw of this canary. With no canary running, everyone is on live.
map "$chardham_canary $cookie_${SIDE_COOKIE}" $chardham_kept_side {
    "~^ " live;
    "~^\\S+ any\\.(?<chardham_pinned>live|canary)$" $chardham_pinned;
    "~^(?<chardham_cookie_canary>\\S+) \\k<chardham_cookie_canary>\\.(?<chardham_cookie_side>live|canary)$" $chardham_cookie_side;
    default "";
}
# Anyone else is new: drawn and told by the cookie. Not a bot, nor a browser that keeps no cookies
# (a same-origin request without one: the cookie of its first page did not come back): live for them.
map "$chardham_kept_side:$chardham_bot:$http_sec_fetch_site:$cookie_${SIDE_COOKIE}" $chardham_new_visitor {
    "~^(?:live|canary):" 0;
    "~^:1:" 0;
    "~^:0:same-origin:$" 0;
    default 1;
}
# Whether the visitor was drawn for this canary (decision 108), now or by its cookie. A pinned side
# (any.*), a bot or a browser that keeps no cookies is on a side nobody drew it for.
map "$chardham_canary $cookie_${SIDE_COOKIE}:$chardham_new_visitor" $chardham_drawn {
    "~^(?<chardham_drawn_id>\\S+) \\k<chardham_drawn_id>\\.(?:live|canary):" true;
    "~:1$" true;
    default false;
}
# Whether the page weighs in the canary's counts: a drawn visitor's, except a package's page while
# the packages release is on another origin: nginx cannot tell a made-up id (its page not found
# there) from a failure, so such pages weigh nothing here (the reference servers check the id).
map "$chardham_drawn:${packageId}:${packagesOrigin}" $chardham_weighed {
    "~^true:[^:]+:." false;
    "~^true:" true;
    default false;
}
map "$chardham_new_visitor:$chardham_kept_side" $chardham_side {
    "~^1:" $chardham_canary_draw;
    "0:canary" canary;
    default live;
}
map $chardham_side $chardham_composition {
    canary ${root}/$chardham_canary_composition;
    default ${liveRoot};
}
map "$scheme:$http_x_forwarded_proto" $chardham_cookie_secure {
    "~https" "; Secure";
    default "";
}
# Set-Cookie: only for a new visitor drawn (an empty value sends no header).
map $chardham_new_visitor $chardham_side_cookie {
    1 "${SIDE_COOKIE}=$chardham_canary.$chardham_canary_draw; ${COOKIE_ATTRIBUTES}$chardham_cookie_secure";
    default "";
}
# A page from the canary, or one that tells a side, is this visitor's alone.
map "$chardham_side:$chardham_new_visitor" $chardham_page_cache_control {
    "~^canary:|:1$" "private, no-store";
    default "no-cache";
}
# While a canary runs, a page varies on the cookie (gzip_vary adds Accept-Encoding).
map $chardham_canary $chardham_page_vary {
    "" "";
    default "Cookie";
}
`;
}

/** A page's own headers: its side's cookie and caching (each location repeats the site's set). */
export const pageHeaders = [
  'add_header Set-Cookie $chardham_side_cookie always;',
  'add_header Vary $chardham_page_vary always;',
];

/**
 * nginx's copy of the running canary, or of none: it reads canary.json only through this include,
 * when the deployer (or the fleet's follower) reloads it after each change. The origins' include is
 * written with it: a canary's composition may name other origins.
 */
export function writeCanaryInclude(root, canary) {
  writeAtomically(join(root, CANARY_NGINX_FILE), canaryInclude(canary));
  writeOriginsInclude(root);
}
