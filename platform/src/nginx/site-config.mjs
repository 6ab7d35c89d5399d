// The ready nginx configuration (docs/nginx/site.conf), generated from the same route table and
// header policy as the reference server so the two cannot drift apart.
// `pnpm -s nginx-config > docs/nginx/site.conf` after a route change. A package added
// or withdrawn needs none: the live packages release says which exist (issue 45).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slices } from '@chardham/shared/routes/slices';
import {
  NOT_FOUND_PACKAGE,
  ORIGIN_TOKEN,
  PACKAGE_ID,
  PACKAGE_ID_TOKEN,
  PACKAGE_ID_VARIABLE,
} from '@chardham/shared/ssr/tokens';
import { workspaceRoot } from '../config/config.mjs';
import { contentSecurityPolicy, securityHeaders } from '../config/headers.mjs';
import { CANARY_NGINX_FILE, canaryMaps, pageHeaders } from './canary-include.mjs';
import { logFormat, operatorLocations, serverLog } from './log-format.mjs';
import { ORIGINS_NGINX_FILE, originMaps, originVariable } from './origins-include.mjs';

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The nginx regex for one of the route table's static pages, with its frame's name captured. */
const pagesRegex = (routes) => {
  const names = routes.patterns
    .filter((p) => p !== '/' && !p.includes(':'))
    .map((p) => escapeRegex(p.slice(1)));
  return `^/(?<lang>hi/)?(?<page>${names.join('|')})/?$`;
};

/** docs/nginx/site.conf's own settings: its browsers' reports go to the reference server beside it. */
export const documentedSite = { collector: 'http://127.0.0.1:8081' };

export function nginxConfig({
  routes,
  listen = '443 ssl',
  serverName = 'www.example.com',
  liveRoot = '/srv/chardham/live',
  // The shell: the release in the composition of the visitor's side (live, or a canary's), followed
  // through its link on every request, so a switch takes effect on the next.
  shellRoot = '$chardham_composition/shell',
  releasesRoot = '/srv/chardham/releases',
  // The release root the release manager keeps: compositions/ and the canary's include are in it.
  root = dirname(liveRoot),
  // Every shell release's hashed files, which pages loaded before a switch of the shell still load.
  shellAssets = `${root}/shell-assets`,
  // Per environment, never in a build: the Supabase project the browsers write to.
  runtimeConfig = `${root}/runtime-config.json`,
  // A slice whose release lives on another origin: its fragments are fetched there, within the budget.
  sliceOrigins = {},
  // The authorities a slice origin's certificate must chain to (Debian's system bundle).
  trustedCertificates = '/etc/ssl/certs/ca-certificates.crt',
  // Origins a slice's release may be served from (decision 104), allowed by the pages' CSP. One named
  // by host, not by address, is found through `resolver` (nginx resolves a proxied URL it reads
  // from a variable itself, not through the system's resolver).
  remoteOrigins = [],
  resolver,
  supabaseUrl = 'https://YOUR-PROJECT-REF.supabase.co',
  publicOrigin = 'https://www.example.com',
  shellOrigin = publicOrigin,
  fragmentTimeout = '300ms',
  accessLog = '/var/log/nginx/chardham.json.log',
  // Where POST /report goes (the reference server run beside nginx); without one, it is dropped.
  collector,
  extra = '',
}) {
  const csp = contentSecurityPolicy({
    remotes: [...new Set([...remoteOrigins, ...Object.values(sliceOrigins).map((u) => new URL(u).origin)])],
    supabaseUrl,
  });
  const {
    'Content-Security-Policy': _csp,
    'Strict-Transport-Security': hsts,
    ...others
  } = securityHeaders({
    csp,
    https: true,
  });
  const site = { 'Content-Security-Policy': csp, ...others };
  // add_header inside a location replaces the server's, so each location repeats the whole set.
  const headers = (indent, cacheControl = '$chardham_cache_control', own = []) =>
    [
      ...Object.entries(site).map(
        ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
      ),
      'add_header Strict-Transport-Security $chardham_hsts always;',
      `add_header Cache-Control ${cacheControl} always;`,
      // The id on the request's log lines (its fragments' too): a visitor's answer leads to them.
      'add_header X-Request-Id $request_id always;',
      ...own,
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
  // A page, and its remotes document asked for on its own: from the visitor's side, which they tell.
  const pageHeadersAt = (indent) => headers(indent, '$chardham_page_cache_control', pageHeaders);
  // Each response, an included fragment too, passes its own location's filters (a parent's never
  // sees it): every location puts the site's origin in. Variables are shared with the main request,
  // so nothing per slice can come from one: a release's URL is written into it when installed.
  // That sharing is what keeps a page's includes on its side: $chardham_composition is the page's.
  const origin = `        sub_filter '${ORIGIN_TOKEN}' '${publicOrigin}';
        sub_filter_once off;`;
  const unsent = `        if ($request_method = POST) {
            return 303 $uri?unsent=1;
        }`;
  // A fragment fetched from a slice's origin, within the budget.
  const fromOrigin = (proxyPass) => `        proxy_pass ${proxyPass};
        proxy_connect_timeout ${fragmentTimeout};
        proxy_send_timeout ${fragmentTimeout};
        proxy_read_timeout ${fragmentTimeout};
        # Over HTTPS the origin proves it is the host named above: its certificate is verified, for
        # that name, which is also sent (SNI) so a shared host picks the right certificate.
        proxy_ssl_server_name on;
        proxy_ssl_verify on;
        proxy_ssl_verify_depth 4;
        proxy_ssl_trusted_certificate ${trustedCertificates};
        # The visitor's headers (cookies, credentials, addresses) are this site's, not the slice
        # origin's: none is sent, only the request's id, which the origin's logs can carry.
        proxy_pass_request_headers off;
        proxy_set_header X-Request-Id $request_id;
        # Fragments come uncompressed, so the includes and the tokens can be read.
        proxy_set_header Accept-Encoding "";
        # A failing or slow origin gives an empty fragment: the include's stub, the region left empty.
        proxy_intercept_errors on;
        error_page 400 403 404 500 502 503 504 @chardham_no_fragment;`;
  const sliceLocation = (slice) => {
    const remote = sliceOrigins[slice];
    if (remote) {
      return `    location /_slice/${slice}/ {
        internal;
        # An origin's fragment is its HTML, never this server's directives: an SSI command in it
        # (an echo of the visitor's cookies) stays text.
        ssi off;
${fromOrigin(remote)}
${origin}
        sub_filter_types application/xml text/xml;
    }`;
    }
    return `    location /_slice/${slice}/ {
        internal;
        ssi on;
        alias $chardham_composition/${slice}/;
        # Not error_page: SSI answers a failed include with its stub before an error page could run.
        try_files $uri @chardham_no_${slice};
${origin}
        sub_filter_types application/xml text/xml;
    }
    location @chardham_no_${slice} {
        # The release folder, so that the log line names the release the fragment is missing from.
        root $chardham_composition/${slice};
        if (${originVariable(slice)} = "") {
            return 404 $chardham_no_body;
        }
        # The visitor's release of the slice is served by another origin (${ORIGINS_NGINX_FILE}):
        # its fragment is never parsed for SSI directives (an echo of the visitor's cookies).
        ssi off;
${fromOrigin(`${originVariable(slice)}$chardham_fragment_path`)}
${origin}
        sub_filter_types application/xml text/xml;
    }`;
  };
  return `# Chardham site: the shell, the slices' releases and the pages composed from them, behind one origin.
# Generated by the platform (pnpm -s nginx-config) from the route table, the package catalogue and the
# reference server's header policy. Edit the values at the top of the server block for your site.
#
# Layout on disk (each slice deploys on its own, see docs/deploy.md):
#   ${shellRoot}/  the shell's release (frames/, assets/), installed like a slice's
#   ${shellAssets}/assets/  every shell release's hashed files (the release manager gathers them)
#   ${runtimeConfig}  this environment's Supabase URL and anon key
#   ${releasesRoot}/<slice>/<id>/  immutable release folders: JavaScript, CSS, html/ fragments
#     (installed by pnpm releases, which writes the folder's URL into its fragments)
#   ${liveRoot} -> a composition folder: remotes.json, and <slice> -> that slice's release folder.
#     A deploy writes a new composition and switches this one link (rename(2): atomic), so the
#     JavaScript and the HTML of every slice change together, on the next request.
#   ${root}/${CANARY_NGINX_FILE}: the running canary, if any (the release manager writes it; reload nginx):
#     its share of new visitors is answered from its own composition folder.

# Hashed files (assets/name-HASH.ext) never change; everything else is revalidated on every use.
map $uri $chardham_cache_control {
    "~/assets/[^/]+-[A-Za-z0-9_-]{8}\\.[A-Za-z0-9]+$" "public, max-age=31536000, immutable";
    default "no-cache";
}

# HSTS only over HTTPS (directly, or behind a proxy that says so).
map "$scheme:$http_x_forwarded_proto" $chardham_hsts {
    "~https" "${hsts}";
    default "";
}

${logFormat}
${canaryMaps({
  root,
  liveRoot,
  packageId: PACKAGE_ID_VARIABLE,
  // A packages release on another origin: given here for every release, or per side by the origins' include.
  packagesOrigin: sliceOrigins.packages ? 'origin' : originVariable('packages'),
})}
${originMaps(root)}
# The releases answer CORS to the shell's origin only (needed when they are served from another origin).
map $http_origin $chardham_cors_origin {
    "${shellOrigin}" $http_origin;
    default "";
}

server {
    listen ${listen};
    server_name ${serverName};
${
  resolver
    ? `    resolver ${resolver} valid=30s;
`
    : ''
}    root ${shellRoot};
${
  listen.includes('ssl')
    ? `    # Your certificate; HTTP/2 (nginx 1.25.1+: \`http2 on;\`) lets the many small chunks share one connection.
    ssl_certificate /etc/ssl/certs/${serverName}.pem;
    ssl_certificate_key /etc/ssl/private/${serverName}.key;
`
    : ''
}${extra ? `    ${extra}\n` : ''}${serverLog(accessLog)}
    charset utf-8;
    # A package page's id, set by its location; empty on every other page.
    set ${PACKAGE_ID_VARIABLE} "";
    server_tokens off;
    etag on;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 512;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;
    # Brotli needs the ngx_brotli module; with it, uncomment:
    # brotli on; brotli_comp_level 6; brotli_types text/css application/javascript text/javascript application/json image/svg+xml;

    # Every response, error pages included.
${headers('    ')}

    # Pages: the shell's frame for the path, composed with server-side includes of the slices'
    # fragments (the same frames and syntax the reference server composes).
    # A form sent before the page's JavaScript ran posts to its page: its body is never read, and
    # the visitor goes back to the page, which says it was not sent (frames: $arg_unsent).
    client_max_body_size 64k;
    location = / {
${unsent}
        rewrite ^ /frames/index.html last;
    }
    # The Hindi edition: the same pages under /hi/, each with its frame under frames/hi/.
    location ~ "^/hi/?$" {
${unsent}
        rewrite ^ /frames/hi/index.html last;
    }
    location ~ "${pagesRegex(routes)}" {
${unsent}
        rewrite ^ /frames/$lang$page.html last;
    }
    # A package's page: one frame for every id, with the id in its includes and text. The package
    # exists when the packages release of the visitor's side has its page (issue 45); with that
    # release on another origin, nginx cannot look, and the page's region says it is not found.
    location ~ "^/(?<lang>hi/)?package/(?<package>${PACKAGE_ID})/?$" {
        set ${PACKAGE_ID_VARIABLE} $package;
        error_page 404 /frames/\${lang}package/${NOT_FOUND_PACKAGE}.html;
${unsent}
${
  sliceOrigins.packages
    ? ''
    : `        set $chardham_package_page ${originVariable('packages')};
        if (-f $chardham_composition/packages/html/$\{lang}package/$package/body.html) {
            set $chardham_package_page here;
        }
        if ($chardham_package_page = "") {
            return 404;
        }
`
}        rewrite ^ /frames/\${lang}package/${PACKAGE_ID_TOKEN}.html last;
    }
    location ~ "^/(?<lang>hi/)?package/[^/]+/?$" {
        error_page 404 /frames/\${lang}package/${NOT_FOUND_PACKAGE}.html;
        return 404;
    }
    location /hi/ {
        error_page 404 /frames/hi/404.html;
        return 404;
    }
    error_page 404 /frames/404.html;
    location /frames/ {
        internal;
        ssi on;
${origin}
        sub_filter '${PACKAGE_ID_TOKEN}' '${PACKAGE_ID_VARIABLE}';
${pageHeadersAt('        ')}
    }
${operatorLocations({
  collector,
  liveRoot,
  // The live shell's frames (the visitor's side is not known to a balancer's check).
  shellFrames: shellRoot.includes('$chardham_composition')
    ? `${liveRoot}/shell/frames`
    : `${shellRoot}/frames`,
  sentHere: [...Object.keys(site), 'Strict-Transport-Security', 'Cache-Control', 'X-Request-Id'],
})}
    # The shell's service worker (issue 30): revalidated on every navigation, its scope the whole
    # site, and a policy naming every origin a slice may move to (it keeps the one it was installed with).
    location = /sw.js {
${headers('        ', 'no-cache')}
        add_header Service-Worker-Allowed "/" always;
    }
    # A web app manifest per language (Debian's mime.types has no .webmanifest).
    location ~ "^/manifest(?:\\.hi)?\\.webmanifest$" {
        types { application/manifest+json webmanifest; }
${headers('        ', 'no-cache')}
    }
    location = /runtime-config.json {
        alias ${runtimeConfig};
    }
    # The live shell's files, then an earlier shell's: a page loaded before a switch loads its own.
    location /assets/ {
        try_files $uri @chardham_earlier_shell;
    }
    location @chardham_earlier_shell {
        root ${shellAssets};
    }
    location = /remotes.json {
        alias $chardham_composition/remotes.json;
${pageHeadersAt('        ')}
    }
${slices.map(sliceLocation).join('\n')}
    location / {
        try_files $uri =404;
    }
    # The client build's index.html is the composer's, never a page of its own (nginx matches the
    # decoded path: /index%2Ehtml too).
    location = /index.html {
        return 404;
    }
    # Dotfiles and dot-folders (.env, .git) are never served, in any root.
    location ~ "/\\." {
        return 404;
    }
    # Crawl files name the site's origin, written in as they are served.
    # sitemap.xml includes the packages release's entries (issue 45).
    location ~ "^/(?:sitemap\\.xml|robots\\.txt)$" {
        ssi on;
        ssi_types application/xml text/xml;
        sub_filter '${ORIGIN_TOKEN}' '${publicOrigin}';
        sub_filter_once off;
        sub_filter_types application/xml text/xml text/plain;
${headers('        ')}
    }

    # A shell release's files other than its hashed assets/ (its frames, routes.json) are the
    # composer's: no browser reads them (issue 62).
    location ~ "^/releases/shell/[^/]+/(?!assets/)" {
        return 404;
    }
    location /releases/ {
        alias ${releasesRoot}/;
        add_header Access-Control-Allow-Origin $chardham_cors_origin always;
        add_header Vary Origin always;
${headers('        ')}
        try_files $uri =404;
        # A missing chunk is a plain 404, not the app's page.
        error_page 404 =404 /__remote_not_found;
    }
    # An origin's error page is never included: an error_page for its status is what makes
    # proxy_intercept_errors drop it, and the include's stub fills the region.
    location @chardham_no_fragment {
        return 204;
    }
    location = /__remote_not_found {
        internal;
        default_type text/plain;
        return 404 "Not Found";
    }
}
# Slices: ${slices.join(', ')}.
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const routes = JSON.parse(readFileSync(join(workspaceRoot, 'shell/dist/routes.json'), 'utf8'));
  process.stdout.write(nginxConfig({ routes, ...documentedSite }));
}
