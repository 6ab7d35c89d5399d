// The names a page's composition agrees on: what the builds write into HTML and text files and what
// a server replaces or resolves. Plain JavaScript, because the production server imports it too
// (like the language module and the slice list); @chardham/shared/ssr re-exports it for the apps.

/** Absolute URLs in fragments, frames, the sitemap and robots.txt carry this token; the server puts the site's origin in. */
export const ORIGIN_TOKEN = '__SITE_ORIGIN__';

/**
 * A slice's asset URLs in its fragments start with this token; the composer (or the deploy step
 * that installs a release for nginx) puts the URL of the release folder in, ending with a slash.
 */
export const SLICE_BASE_TOKEN = '__SLICE_BASE__';

/** Where a server finds a slice's fragments: under this prefix, the slice's current release. */
export const SLICE_PREFIX = '/_slice/';

/** The folder of a slice's build that holds its fragments. */
export const FRAGMENTS_DIR = 'html';

/**
 * A package's page is one frame for every id the packages slice offers (issue 45): its text carries
 * this token where the id goes, which a server replaces with the requested id.
 */
export const PACKAGE_ID_TOKEN = '__PACKAGE_ID__';

/**
 * In that frame's includes, the id is this nginx variable (set from the path before the frame is
 * composed); the reference server puts the id in the same way.
 */
export const PACKAGE_ID_VARIABLE = '$chardham_package';

/**
 * A package id as a path may carry it (a regular expression's source): the reference server and
 * nginx's package location accept the same ids, and answer anything else 404 before reading a file.
 */
export const PACKAGE_ID = '[a-z0-9][a-z0-9-]*';

/** The package id a server render uses for any id the catalogue does not have (answered 404). */
export const NOT_FOUND_PACKAGE = '_not-found';
