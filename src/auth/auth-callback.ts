/**
 * Whether the URL is the identity provider's redirect back to the portal (the OAuth `state` with a
 * `code` or an `error`, in the fragment keycloak-js asks for or in the query). Boot loads the
 * application bundle only then, while keycloak-js exchanges the code for tokens (PERF-05).
 */
export function isAuthCallback(location: Pick<Location, 'hash' | 'search'>): boolean {
  return [location.hash.slice(1), location.search.slice(1)].some((part) => {
    const params = new URLSearchParams(part);
    return params.has('state') && (params.has('code') || params.has('error'));
  });
}
