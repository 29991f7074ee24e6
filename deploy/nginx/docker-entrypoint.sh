#!/bin/sh
# Renders the portal's runtime config (/config.json) and nginx configuration from the environment,
# then runs nginx in the foreground. POSIX sh and awk only: the runtime image has no Node.
#   docker-entrypoint.sh          render, then exec nginx
#   docker-entrypoint.sh render   render only (tests, scripts/lib/nginx.ts)
# A missing or invalid variable: one line on stderr naming it, exit status 64.
# The rules mirror RuntimeConfigSchema (src/config/runtime-config.ts); deploy/nginx/entrypoint-parity.test.ts
# checks both agree. URLs are stricter here: their origins go into a response header.
set -eu
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
templates=${PORTAL_NGINX_TEMPLATES:-$here}
root=${PORTAL_ROOT:-/usr/share/portal/html}
runtime=${PORTAL_RUNTIME_DIR:-/tmp/portal}
port=${PORTAL_PORT:-8080}
nonce_placeholder=__PORTAL_CSP_NONCE__

# fail NAME PROBLEM: the one line (line breaks in a quoted value become spaces), then exit.
fail() {
  printf '%s' "docker-entrypoint: $1 $2" | tr '\n\r' '  ' >&2
  echo >&2
  exit 64
}

# required NAME: sets $value to the variable's value; unset and empty are both refused.
required() {
  eval "isset=\${$1+x} value=\${$1-}"
  [ -n "$isset" ] || fail "$1" "is missing"
  [ -n "$value" ] || fail "$1" "must not be empty"
}

# An absolute http(s) URL. Stricter than the schema where the origin goes into a header: the host
# is ASCII (punycode for IDNs), no credentials, no whitespace or control characters.
is_http_url() {
  case $1 in
    http://* | https://*) ;;
    *) return 1 ;;
  esac
  case $1 in *[[:space:][:cntrl:]]*) return 1 ;; esac
  rest=${1#*://}
  authority=${rest%%[/?#\\]*}
  case $authority in
    \[*\]) host=$authority port_part= ;;
    \[*\]:*) host=${authority%%]*}] port_part=${authority#*]:} ;;
    *:*) host=${authority%%:*} port_part=${authority#*:} ;;
    *) host=$authority port_part= ;;
  esac
  case $host in
    '' | *[!A-Za-z0-9._~-]*) case $host in \[*[!0-9A-Fa-f:.]*\] | \[\] | [!\[]* | '') return 1 ;; esac ;;
  esac
  case $port_part in *[!0-9]*) return 1 ;; esac
  [ -z "$port_part" ] || [ "${#port_part}" -le 5 ] && [ "${port_part:-0}" -le 65535 ]
}

# An http(s) URL, or a path on the portal's own origin (starting with one /). Browsers read /\host as
# //host and drop tabs and newlines (/<tab>/host is //host): no backslash or control character.
is_url_or_path() {
  case $1 in
    //* | *\\* | *[[:cntrl:]]*) return 1 ;;
    /*) return 0 ;;
    *) is_http_url "$1" ;;
  esac
}

url() {
  required "$1"
  is_http_url "$value" || fail "$1" "must be an absolute http(s) URL (got \"$value\")"
}

url_or_path() {
  required "$1"
  is_url_or_path "$value" || fail "$1" "must be an http(s) URL or a path starting with / (got \"$value\")"
}

# A file system path that is safe to write into nginx.conf unquoted.
file_path() {
  case $2 in '' | *[!A-Za-z0-9._/~+-]*) fail "$1" "must be a plain absolute path (got \"$2\")" ;; esac
  case $2 in /*) ;; *) fail "$1" "must be an absolute path (got \"$2\")" ;; esac
}

# The CSP source of a URL or path: its origin, or 'self' for a path.
origin() {
  case $1 in
    /*) printf "'self'" ;;
    *) rest=${1#*://} && printf '%s://%s' "${1%%://*}" "${rest%%[/?#\\]*}" ;;
  esac
}

# sources A B C...: the distinct CSP sources, space-separated, in order.
sources() {
  list=
  for source in "$@"; do
    case " $list " in *" $source "*) ;; *) list="${list:+$list }$source" ;; esac
  done
  printf '%s' "$list"
}

# A JSON string literal of $1 (escapes quotes, backslashes and control characters).
json() {
  v=$1 awk 'BEGIN {
    for (i = 1; i < 32; i++) control[sprintf("%c", i)] = i
    s = ENVIRON["v"]; out = ""
    for (i = 1; i <= length(s); i++) {
      c = substr(s, i, 1)
      if (c == "\\" || c == "\"") out = out "\\" c
      else if (c in control) out = out sprintf("\\u%04x", control[c])
      else out = out c
    }
    printf "\"%s\"", out
  }'
}

known=" VERSION STAGE PRODUCTION DOCUMENTATION_URL PRODUCT IDP_URL IDP_REALM IDP_CLIENT_ID GATEWAY_URL \
ASSISTANT_URL ADMIN_CUSTOMER_ID UI_LICENSE_KEY PORT RUNTIME_DIR ROOT LISTEN_HOST ACCESS_LOG NGINX NGINX_TEMPLATES "

# Like the schema's unknown keys: a misspelt variable is an error, not silently ignored.
for name in $(env | sed -n 's/^PORTAL_\([A-Za-z0-9_]*\)=.*/\1/p'); do
  case $known in *" $name "*) ;; *) fail "PORTAL_$name" "is not a known variable (see docs/deploying.md)" ;; esac
done

file_path PORTAL_ROOT "$root"
file_path PORTAL_RUNTIME_DIR "$runtime"
access_log=${PORTAL_ACCESS_LOG:-/dev/stdout}
file_path PORTAL_ACCESS_LOG "$access_log"
case $port in '' | *[!0-9]*) fail PORTAL_PORT "must be a port number (got \"$port\")" ;; esac
[ "${#port}" -le 5 ] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail PORTAL_PORT "must be 1-65535 (got \"$port\")"
listen=$port
if [ -n "${PORTAL_LISTEN_HOST-}" ]; then
  case $PORTAL_LISTEN_HOST in *[!A-Za-z0-9.:-]*) fail PORTAL_LISTEN_HOST "must be a host name or IP address" ;; esac
  listen="$PORTAL_LISTEN_HOST:$port"
fi
[ -f "$root/index.html" ] || fail PORTAL_ROOT "has no index.html (got \"$root\")"

# The build records its version in version.txt; PORTAL_VERSION overrides it.
if [ -z "${PORTAL_VERSION+x}" ] && [ -f "$root/version.txt" ]; then
  PORTAL_VERSION=$(sed -n 1p "$root/version.txt")
  [ -n "$PORTAL_VERSION" ] || fail PORTAL_VERSION "is missing (and $root/version.txt is empty)"
fi
required PORTAL_VERSION && version=$value
required PORTAL_STAGE && stage=$value
required PORTAL_PRODUCTION && production=$value
case $production in true | false) ;; *) fail PORTAL_PRODUCTION "must be true or false (got \"$production\")" ;; esac
url_or_path PORTAL_DOCUMENTATION_URL && documentation=$value
required PORTAL_PRODUCT && product=$value
case $product in [a-z0-9]* ) ;; *) product=- ;; esac
case $product in - | *[!a-z0-9-]*) fail PORTAL_PRODUCT "must be a lower-case slug such as \"portal\" (got \"$value\")" ;; esac
url PORTAL_IDP_URL && idp=$value
required PORTAL_IDP_REALM && realm=$value
required PORTAL_IDP_CLIENT_ID && client_id=$value
url_or_path PORTAL_GATEWAY_URL && gateway=$value
url_or_path PORTAL_ASSISTANT_URL && assistant=$value
required PORTAL_ADMIN_CUSTOMER_ID && admin_customer=$value
license_line=
if [ -n "${PORTAL_UI_LICENSE_KEY+x}" ]; then
  required PORTAL_UI_LICENSE_KEY
  license_line=",
  \"uiLicenseKey\": $(json "$value")"
fi

mkdir -p "$runtime"
cat >"$runtime/config.json" <<JSON
{
  "version": $(json "$version"),
  "stage": $(json "$stage"),
  "production": $production,
  "documentationUrl": $(json "$documentation"),
  "product": $(json "$product"),
  "identityProvider": {
    "url": $(json "$idp"),
    "realm": $(json "$realm"),
    "clientId": $(json "$client_id")
  },
  "api": {
    "gatewayUrl": $(json "$gateway"),
    "assistantUrl": $(json "$assistant")
  },
  "adminCustomerId": $(json "$admin_customer")$license_line
}
JSON

idp_origin=$(origin "$idp")
# connect-src: the APIs and keycloak-js's token calls; frame-src: keycloak's silent sign-in iframe
# (the provider, then its redirect to the portal's own silent-check-sso.html) and the embedded
# documentation; form-action: keycloak-js can log out with a form POST.
connect_src=$(sources "'self'" "$idp_origin" "$(origin "$gateway")" "$(origin "$assistant")")
frame_src=$(sources "'self'" "$idp_origin" "$(origin "$documentation")")
form_action=$(sources "'self'" "$idp_origin")

render() {
  sed -e "s|@RUNTIME_DIR@|$runtime|g" -e "s|@ROOT@|$root|g" -e "s|@LISTEN@|$listen|g" \
    -e "s|@ACCESS_LOG@|$access_log|g" -e "s|@NONCE_PLACEHOLDER@|$nonce_placeholder|g" \
    -e "s|@CONNECT_SRC@|$connect_src|g" -e "s|@FRAME_SRC@|$frame_src|g" -e "s|@FORM_ACTION@|$form_action|g" \
    -e "s|@IDP_ORIGIN@|$idp_origin|g" \
    "$templates/$1.template" >"$runtime/$1"
}
render nginx.conf
render security-headers.conf

[ "${1-}" = render ] && exit 0
exec "${PORTAL_NGINX:-nginx}" -p "$runtime" -c "$runtime/nginx.conf" -e stderr -g 'daemon off;'
