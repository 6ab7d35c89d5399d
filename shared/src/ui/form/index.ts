/**
 * The pieces every form of the site is made of (the enquiry, custom request and partner waitlist
 * forms), so they look and behave alike. Its own entry, apart from `@chardham/shared/ui`, so its
 * styles travel only with the slices that have a form.
 */
export { DemoNotice } from './demo-notice';
export { Field, type FieldProps } from './field';
export { default as formStyles } from './form.module.css';
export { Honeypot } from './honeypot';
export { QueuedMessage, queuedClass } from './queued-notice';
export { SubmitButton } from './submit-button';
