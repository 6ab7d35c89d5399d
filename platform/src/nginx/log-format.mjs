// What nginx writes and answers for the operators (docs/deploy.md, "Signals on nginx"): the same
// facts as the reference server's log line, one JSON line per page and per included fragment.
import { REPORT_PATH } from '@chardham/shared/observability/reports';

// Subrequests share their variables with the page, so a cached value would follow the first
// fragment's line into the next ones: every map below is `volatile`, worked out again for each line.
// Captures are named `chardham_*` because a capture sets a variable of its name.
export const logFormat = `# One JSON line per request, and per fragment included into a page (log_subrequest), with the
# reference server's field names: ms is milliseconds; bytes is the body as sent ($body_bytes_sent;
# 0 for a fragment, which nginx does not count). path never has the query (its values may be
# personal data); no client address, cookie or referrer is written.
map $uri $chardham_log_slice {
    volatile;
    "~^/_slice/(?<chardham_slice>[^/]+)/" $chardham_slice;
    default "";
}
map $uri $chardham_log_part {
    volatile;
    "~^/_slice/[^/]+/html/(?<chardham_part>.+)\\.html$" $chardham_part;
    default "";
}
map $chardham_log_slice $chardham_log_fragment {
    volatile;
    "" false;
    default true;
}
# A fragment's location root resolves live/<slice> to releases/<slice>/<id>: the release is <id>.
map "$chardham_log_slice:$realpath_root" $chardham_log_release {
    volatile;
    "~^[^:]+:.*/releases/[^/]+/(?<chardham_release>[^/]+)/?$" $chardham_release;
    default "";
}
# A page is answered from its frame: its line names the path asked for, up to the query.
map "$uri?$request_uri" $chardham_log_path {
    volatile;
    "~^/(?:frames/[^?]*|__remote_not_found)\\?(?<chardham_asked>[^?]*)" $chardham_asked;
    default $uri;
}
# A failed include from another origin is answered by its stub before nginx sets a status (000):
# its line has the status that origin answered (504 for no answer in time), else 500.
map "$status:$upstream_status" $chardham_log_status {
    volatile;
    "~^000:(?:.*\\D)?(?<chardham_upstream>\\d{3})$" $chardham_upstream;
    "~^000:" 500;
    default $status;
}
map $request_time $chardham_log_ms {
    volatile;
    "~^0\\.0*(?<chardham_ms>\\d+)$" $chardham_ms;
    "~^(?<chardham_s>\\d+)\\.(?<chardham_f>\\d+)$" $chardham_s$chardham_f;
    default 0;
}
# A missing fragment answers 404 with this body, empty, so that the include's stub fills its region:
# \`return 404;\` or \`return 404 "";\` would answer nginx's error page.
map $uri $chardham_no_body {
    default "";
}
# A page (answered from its frame), not a file: what the canary's counts take as a page view.
map $uri $chardham_log_page {
    volatile;
    "~^/(?:frames/|__remote_not_found)" true;
    default false;
}
log_format chardham_json escape=json
    '{"level":"info","time":"$time_iso8601","service":"nginx","reqId":"$request_id",'
    '"method":"$request_method","path":"$chardham_log_path","status":$chardham_log_status,'
    '"bytes":$body_bytes_sent,"ms":$chardham_log_ms,"fragment":$chardham_log_fragment,'
    '"slice":"$chardham_log_slice","release":"$chardham_log_release","part":"$chardham_log_part",'
    '"page":$chardham_log_page,"side":"$chardham_side","canary":"$chardham_canary_release",'
    '"canaryId":"$chardham_canary","weighed":$chardham_weighed,'
    '"msg":"request"}';
`;

/** The server's log: the one access log, with each fragment's own line. */
export function serverLog(accessLog) {
  return `    # The one access log of this site (the http block's default is replaced, not added to).
    access_log ${accessLog} chardham_json;
    log_subrequest on;`;
}

/**
 * /report to the collector (the reference server beside nginx), /healthz, /readyz, and no /metrics.
 * `sentHere`: the headers nginx adds itself; the collector's copies are dropped so each comes once.
 */
export function operatorLocations({ collector, sentHere, liveRoot, shellFrames }) {
  const report = collector
    ? `    # Browsers' reports (failures, vitals, CSP violations) go to the collector, which counts them.
    location = ${REPORT_PATH} {
        client_max_body_size 16k;
        proxy_pass ${collector};
        proxy_set_header X-Request-Id $request_id;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
${sentHere.map((name) => `        proxy_hide_header ${name};`).join('\n')}
    }`
    : `    # No collector: browsers send reports on every page, and nothing would read them.
    location = ${REPORT_PATH} {
        access_log off;
        return 204;
    }`;
  return `${report}
    # The collector's metrics are scraped from its own loopback port, never through the site.
    location = /metrics {
        return 404;
    }
    location = /healthz {
        default_type text/plain;
        return 200 "ok\\n";
    }
    # For a balancer (HAProxy): ready once this host has a composition to serve, its
    # remotes.json and its shell's frames. A slice on another origin is every host's, not this one's.
    location = /readyz {
        default_type text/plain;
        if (!-f ${liveRoot}/remotes.json) {
            return 503 "not ready: no composition\\n";
        }
        if (!-f ${shellFrames}/index.html) {
            return 503 "not ready: no shell\\n";
        }
        return 200 "ready\\n";
    }`;
}
