export { mailHref, type Phone, siteConfig, telHref, whatsappHref } from './site';
