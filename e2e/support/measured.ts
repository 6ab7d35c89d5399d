/**
 * Thresholds for figures the browser measures (decision 086). A measured figure is not asserted
 * exactly: font metrics and layout round to fractions of a pixel, and the same page can measure a
 * little differently from one run to the next.
 */

/**
 * The most cumulative layout shift a test that means "moves nothing" accepts: a hundredth of the 0.1
 * a page may shift and still count as good (web.dev/articles/cls), invisible to a reader. A sub-pixel
 * move from a font's metrics rounding, which nobody sees, measures around 0.00004 (issue 39: a
 * deployment read 0.0000446 on /hi/packages while the fallback font swapped).
 */
export const NO_VISIBLE_SHIFT = 0.001;
