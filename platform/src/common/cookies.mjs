// The one reader of a request's Cookie header: jshttp's `cookie`, as Express reads it (a value is
// URI-decoded when it can be; of a name sent twice, the first wins).
import { parseCookie } from 'cookie';

/** The value of the cookie `name` of a request, or undefined. */
export const cookieOf = (req, name) => parseCookie(String(req.headers.cookie ?? ''))[name];
