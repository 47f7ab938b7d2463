/** The sign-in page's namespaces (its OAuth buttons' too), fetched together; the boot script preloads them. */
export const loginNamespaces = ['auth', 'oauth'];
