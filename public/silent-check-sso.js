// AUTH-01: hands the identity provider's redirect (code or error in the fragment) to keycloak-js in the
// portal's page, and only to a parent on this very origin.
parent.postMessage(location.href, location.origin);
