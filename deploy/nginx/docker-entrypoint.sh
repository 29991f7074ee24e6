#!/bin/sh
# Renders the portal's runtime config (/config.json) and nginx configuration from the environment,
# then runs nginx in the foreground. POSIX sh and awk only: the runtime image has no Node.
#   docker-entrypoint.sh          render, then exec nginx
#   docker-entrypoint.sh render   render only (tests, tools/testing/nginx.ts)
# A missing or invalid variable: one line on stderr naming it, exit status 64.
# The rules mirror RuntimeConfigSchema (src/config/runtime-config.ts); deploy/nginx/entrypoint-parity.test.ts
# checks both agree. URLs are stricter here: their origins go into a response header.
set -euf
export LC_ALL=C

# The folder of this script (no subshell: the helpers below set variables for the same reason).
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
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

# The helpers below set a variable named after them instead of printing: each $(…) forks the shell,
# and a render needs some twenty of them (a fork costs milliseconds on a small node).

# origin URL_OR_PATH: sets $origin to the CSP source of a URL or path: its origin, or 'self' for a path.
origin() {
  case $1 in
    /*) origin="'self'" ;;
    *) rest=${1#*://} && origin="${1%%://*}://${rest%%[/?#\\]*}" ;;
  esac
}

# sources A B C...: sets $sources to the distinct CSP sources, space-separated, in order.
sources() {
  sources=
  for source in "$@"; do
    case " $sources " in *" $source "*) ;; *) sources="${sources:+$sources }$source" ;; esac
  done
}

# json VALUE: sets $json to the JSON string literal of VALUE (escapes quotes, backslashes and control
# characters). A value with none of them is itself in quotes: no awk to start, which most values need not.
json() {
  case $1 in
    *[\\\"[:cntrl:]]*) ;;
    *) json="\"$1\"" && return ;;
  esac
  json=$(v=$1 awk 'BEGIN {
    for (i = 1; i < 32; i++) control[sprintf("%c", i)] = i
    s = ENVIRON["v"]; out = ""
    for (i = 1; i <= length(s); i++) {
      c = substr(s, i, 1)
      if (c == "\\" || c == "\"") out = out "\\" c
      else if (c in control) out = out sprintf("\\u%04x", control[c])
      else out = out c
    }
    printf "\"%s\"", out
  }')
}

known=" VERSION STAGE PRODUCTION DOCUMENTATION_URL PRODUCT IDP_URL IDP_REALM IDP_CLIENT_ID GATEWAY_URL \
ASSISTANT_URL ADMIN_CUSTOMER_ID UI_LICENSE_KEY READ_ATTEMPT_SECONDS READ_WAIT_SECONDS REPLY_SECONDS \
TELEMETRY_UPSTREAM TELEMETRY_SAMPLE_RATE TELEMETRY_ENVIRONMENT TELEMETRY_USER_HASH_KEY TELEMETRY_PROPAGATION \
TELEMETRY_DIAGNOSTICS PORT RUNTIME_DIR ROOT LISTEN_HOST ACCESS_LOG NGINX NGINX_TEMPLATES \
REMOTE_AREAS REMOTE_ORIGINS RESOLVER RESOLV_CONF ISOLATED_ORIGIN ORIGIN FRAME_ROOT "
# PLUG-01: the keys of one remote area, PORTAL_REMOTE_AREA_<ID>_<KEY> (<ID>: its id in upper case, - as _).
area_keys=" UPSTREAM ENTRY MODULE API_PREFIXES INTEGRITY ROUTE PATH ROLES CUSTOMER_SCOPED ICON TITLE_EN TITLE_DE ISOLATION "
# The shell's navigation icons (src/config/area-icons.ts AREA_ICONS); the parity test checks both lists agree.
area_icons=" pulse customers environments overlays hub products documentation users metrics downloads "
# PLUG-12: the route table's routes (src/app/route-table.ts AREA_ROUTES), which ROUTE may bind and no PATH
# may take, and the other paths that are taken: the table's redirects and the paths nginx serves itself
# (REDIRECTS and SERVER_PATHS there). The parity test checks both lists against the table.
area_routes=" pulse customers environments scenario-overlays hub products documentation user-management installation-metrics download-center "
taken_paths=" file-store assets healthz remotes "
remote_ids=${PORTAL_REMOTE_AREAS-}
# area_var ID: the variable prefix of area ID.
area_var() {
  printf 'PORTAL_REMOTE_AREA_%s_' "$(printf '%s' "$1" | tr 'a-z-' 'A-Z_')"
}

# PLUG-18: PORTAL_REMOTE_AREAS misspelt (PORTAL_REMOTE_AREA=…, PORTAL_REMOTEAREAS=…, any case) is named
# as what it is, before the loop below would name one of the areas' keys as unknown instead.
for name in $(env | sed -n 's/^PORTAL_\([A-Za-z0-9_]*\)=.*/\1/p'); do
  [ "$name" != REMOTE_AREAS ] || continue
  case $(printf '%s' "$name" | tr -d '_' | tr 'a-z' 'A-Z') in
    REMOTEAREA | REMOTEAREAS | REMOTESAREAS | REMOTEAREASS | REMOTAREAS | REMOTEARES | REMOTEARAES)
      fail "PORTAL_$name" "is not a known variable: did you mean PORTAL_REMOTE_AREAS (the ids of the remote areas, separated by spaces)?"
      ;;
  esac
done

# Like the schema's unknown keys: a misspelt variable is an error, not silently ignored.
for name in $(env | sed -n 's/^PORTAL_\([A-Za-z0-9_]*\)=.*/\1/p'); do
  case $known in *" $name "*) continue ;; esac
  case $name in
    REMOTE_AREA_*)
      for id in $remote_ids; do
        prefix=$(area_var "$id")
        case PORTAL_$name in "$prefix"*) case $area_keys in *" ${name#"${prefix#PORTAL_}"} "*) continue 2 ;; esac ;; esac
      done
      [ -n "$remote_ids" ] ||
        fail "PORTAL_$name" "is not a known variable: PORTAL_REMOTE_AREAS, which names the remote areas, is not set (see docs/deploying.md)"
      fail "PORTAL_$name" "is not a known variable: no such key of an area named in PORTAL_REMOTE_AREAS (see docs/deploying.md)"
      ;;
  esac
  fail "PORTAL_$name" "is not a known variable (see docs/deploying.md)"
done

file_path PORTAL_ROOT "$root"
file_path PORTAL_RUNTIME_DIR "$runtime"
access_log=${PORTAL_ACCESS_LOG:-/dev/stdout}
file_path PORTAL_ACCESS_LOG "$access_log"
case $port in '' | *[!0-9]*) fail PORTAL_PORT "must be a port number (got \"$port\")" ;; esac
[ "${#port}" -le 5 ] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail PORTAL_PORT "must be 1-65535 (got \"$port\")"
listen=$port
if [ -n "${PORTAL_LISTEN_HOST-}" ]; then
  # Several addresses (separated by spaces) for a test's second loopback address (PLUG-14): each
  # server listens on all of them and is told apart by its name.
  listen=
  for address in $PORTAL_LISTEN_HOST; do
    case $address in *[!A-Za-z0-9.:-]*) fail PORTAL_LISTEN_HOST "must be host names or IP addresses" ;; esac
    listen="${listen:+$listen; listen }$address:$port"
  done
  [ -n "$listen" ] || fail PORTAL_LISTEN_HOST "must be host names or IP addresses"
fi
[ -f "$root/index.html" ] || fail PORTAL_ROOT "has no index.html (got \"$root\")"

# The build records its version in version.txt; PORTAL_VERSION overrides it.
if [ -z "${PORTAL_VERSION+x}" ] && [ -f "$root/version.txt" ]; then
  PORTAL_VERSION=$(sed -n 1p "$root/version.txt")
  [ -n "$PORTAL_VERSION" ] || fail PORTAL_VERSION "is missing (and $root/version.txt is empty)"
fi
required PORTAL_VERSION && version=$value
# SEED-03: the licence check compares major × 100 + minor; a version it cannot read would invent numbers.
printf '%s' "$version" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.+-]+)?$' ||
  fail PORTAL_VERSION "must be major.minor.patch such as 1.2.18 (got \"$version\")"
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
  json "$value"
  license_line=",
  \"uiLicenseKey\": $json"
fi

# RES-02: how long calls may take, in whole seconds within limits (DeadlinesSchema): unset, the defaults.
# seconds NAME DEFAULT MIN MAX: sets $value to the variable's value, or DEFAULT when unset.
seconds() {
  eval "isset=\${$1+x} value=\${$1-}"
  [ -n "$isset" ] || value=$2
  case $value in '' | *[!0-9]* | 0[0-9]*) fail "$1" "must be whole seconds from $3 to $4 (got \"$value\")" ;; esac
  [ "${#value}" -le 4 ] && [ "$value" -ge "$3" ] && [ "$value" -le "$4" ] ||
    fail "$1" "must be whole seconds from $3 to $4 (got \"$value\")"
}
seconds PORTAL_READ_ATTEMPT_SECONDS 15 1 120 && read_attempt=$value
seconds PORTAL_READ_WAIT_SECONDS 30 1 600 && read_wait=$value
seconds PORTAL_REPLY_SECONDS 120 1 600 && reply=$value
[ "$read_wait" -ge "$read_attempt" ] ||
  fail PORTAL_READ_WAIT_SECONDS "must be at least PORTAL_READ_ATTEMPT_SECONDS ($read_attempt; got \"$read_wait\")"

# matches VALUE ERE: the whole value (one line, no control character) matches the extended regex.
matches() {
  case $1 in *[[:cntrl:]]*) return 1 ;; esac
  printf '%s\n' "$1" | grep -Eq "^($2)\$"
}

# json_list A B C...: sets $json to a JSON array of the words.
json_list() {
  items=
  for item in "$@"; do json "$item" && items="${items:+$items, }$json"; done
  json="[$items]"
}

# PLUG-05: exact https origins a remote area's entry may live on (RemoteOriginSchema: URL.origin === value).
# Stricter: a DNS name (no IP literal), as it goes into the policy.
remote_origins=
for value in ${PORTAL_REMOTE_ORIGINS-}; do
  matches "$value" 'https://([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?(:[1-9][0-9]{0,4})?' &&
    [ "${value##*:}" != 443 ] && { [ "${value##*:}" = "${value#https:}" ] || [ "${value##*:}" -le 65535 ]; } ||
    fail PORTAL_REMOTE_ORIGINS "must be exact https origins such as https://areas.example.com (got \"$value\")"
  sources $remote_origins "$value"
  remote_origins=$sources
done

# PLUG-14: isolated areas. PORTAL_ISOLATED_ORIGIN is the second origin this nginx serves (a server
# of its own, chosen by host name): the frame page and the isolated areas' /remotes/<id>/.
# PORTAL_ORIGIN is the portal's own origin, the only one that may frame that page. Each an exact
# origin (IsolatedOriginSchema): https with a DNS name, or http on a loopback address (a local run).
# is_frame_origin VALUE
is_frame_origin() {
  matches "$1" 'https://([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?(:[1-9][0-9]{0,4})?' &&
    [ "${1##*:}" != 443 ] && { [ "${1##*:}" = "${1#https:}" ] || [ "${1##*:}" -le 65535 ]; } && return 0
  octet='(0|[1-9][0-9]?|1[0-9][0-9]|2[0-4][0-9]|25[0-5])'
  matches "$1" "http://(127\.$octet\.$octet\.$octet|localhost)(:[1-9][0-9]{0,4})?" &&
    [ "${1##*:}" != 80 ] && { [ "${1##*:}" = "${1#http:}" ] || [ "${1##*:}" -le 65535 ]; }
}
isolated_origin=
isolated_host=
portal_origin=
frame_root=${PORTAL_FRAME_ROOT:-/usr/share/portal/frame}
file_path PORTAL_FRAME_ROOT "$frame_root"
if [ -n "${PORTAL_ISOLATED_ORIGIN+x}" ]; then
  required PORTAL_ISOLATED_ORIGIN && isolated_origin=$value
  is_frame_origin "$isolated_origin" ||
    fail PORTAL_ISOLATED_ORIGIN "must be an exact origin such as https://areas.portal.example.com (http only on a loopback address; got \"$isolated_origin\")"
  required PORTAL_ORIGIN && portal_origin=$value
  is_frame_origin "$portal_origin" ||
    fail PORTAL_ORIGIN "must be the portal's exact origin such as https://portal.example.com (got \"$portal_origin\")"
  [ "$portal_origin" != "$isolated_origin" ] ||
    fail PORTAL_ISOLATED_ORIGIN "must differ from PORTAL_ORIGIN: an area on the portal's origin is not isolated"
  [ -f "$frame_root/index.html" ] || fail PORTAL_FRAME_ROOT "has no index.html, the frame page (got \"$frame_root\")"
  isolated_host=${isolated_origin#*://}
  isolated_host=${isolated_host%%:*}
elif [ -n "${PORTAL_ORIGIN+x}" ]; then
  fail PORTAL_ORIGIN "is only used with PORTAL_ISOLATED_ORIGIN (the origin that may frame isolated areas)"
fi
isolated_locations=

# PLUG-01: each area of PORTAL_REMOTE_AREAS, with the rules of RemoteAreaSchema and isAllowedEntry
# (src/config/remote-areas.ts). A bad entry stops the start with one line naming variable, entry and key.
remote_json=
remote_locations=
upstream_names=
# The routes bound and paths added so far, as KIND:VALUE:remoteAreas[N]:(ID) words.
taken=
# taken_by KIND VALUE: whether an earlier entry took it; sets $taker to that entry's name.
taken_by() {
  for word in $taken; do
    case $word in "$1:$2:"*) taker=$(printf '%s' "${word#"$1:$2:"}" | tr ':' ' ') && return 0 ;; esac
  done
  return 1
}
index=0
seen=
for id in $remote_ids; do
  entry_name="remoteAreas[$index]"
  matches "$id" '[a-z][a-z0-9-]{1,30}' ||
    fail PORTAL_REMOTE_AREAS "$entry_name \"id\" must match ^[a-z][a-z0-9-]{1,30}\$ (got \"$id\")"
  entry_name="$entry_name ($id)"
  entry_name_id="remoteAreas[$index]:($id)"
  case " $seen " in *" $id "*) fail PORTAL_REMOTE_AREAS "$entry_name \"id\" is used by an earlier entry" ;; esac
  seen="$seen $id"
  var=$(area_var "$id")
  # area_fail KEY NAME PROBLEM
  area_fail() { fail "$var$1" "$entry_name \"$2\" $3"; }
  get() { eval "isset=\${$var$1+x} value=\${$var$1-}"; }

  # PLUG-14: federated (the default) or frame, which needs the isolated origin and a proxied entry.
  get ISOLATION
  isolation=federated
  if [ -n "$isset" ]; then
    case $value in federated | frame) isolation=$value ;; *) area_fail ISOLATION isolation "must be federated or frame (got \"$value\")" ;; esac
    [ "$isolation" = federated ] || [ -n "$isolated_origin" ] ||
      area_fail ISOLATION isolation "needs PORTAL_ISOLATED_ORIGIN, where its frame runs"
  fi

  get ENTRY
  entry=${value:-/remotes/$id/mf-manifest.json}
  safe_path='[A-Za-z0-9._~/-]*([?][A-Za-z0-9._~=&-]*)?'
  case $entry in
    /*)
      matches "$entry" "/remotes/$id/$safe_path" && ! matches "$entry" '(.*/)?\.\.?(/.*)?([?].*)?' ||
        area_fail ENTRY entry "must be a path under /remotes/$id/ or an https URL on one of remoteOrigins (got \"$entry\")"
      get UPSTREAM
      [ -n "$isset" ] || area_fail UPSTREAM entry "is served by nginx from an upstream: ${var}UPSTREAM is missing"
      upstream=$value
      matches "$upstream" 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~-]+)*/?' && is_http_url "$upstream" ||
        area_fail UPSTREAM entry "upstream must be http(s)://host[:port][/path] (got \"$upstream\")"
      # PLUG-13: the upstream in a variable, so nginx resolves its name when a request needs it (not
      # at start: a name that does not resolve makes this area a 502, never the portal). With a
      # variable, proxy_pass takes no URI part: the rewrite maps /remotes/<id>/X to <path>/X as
      # `proxy_pass <upstream>/;` did (the rest of the normalized path, escaped again, and the query).
      upstream_rest=${upstream#*://}
      upstream_origin=${upstream%%://*}://${upstream_rest%%/*}
      upstream_path=
      case $upstream_rest in */*) upstream_path=/${upstream_rest#*/} ;; esac
      upstream_path=${upstream_path%/}
      matches "$upstream_origin" 'https?://([0-9]{1,3}\.){3}[0-9]{1,3}(:[0-9]+)?' || upstream_names=1
      location="
    location ^~ /remotes/$id/ {
      include $runtime/$([ "$isolation" = frame ] && echo isolated-area-proxy || echo remote-area-proxy).conf;
      set \$portal_remote_upstream \"$upstream_origin\";
      rewrite \"^/remotes/$id/(.*)\$\" \"$upstream_path/\$1\" break;
      proxy_pass \$portal_remote_upstream;
    }"
      # PLUG-14: an isolated area's files are served on the isolated origin only, never on the portal's.
      if [ "$isolation" = frame ]; then isolated_locations="$isolated_locations$location"; else remote_locations="$remote_locations$location"; fi
      ;;
    *)
      allowed=
      for o in $remote_origins; do
        matches "$entry" "$(printf '%s' "$o" | sed 's/[.]/\\./g')/$safe_path" && ! matches "$entry" '[^?]*/\.\.?(/.*)?([?].*)?' && allowed=1
      done
      [ -n "$allowed" ] ||
        area_fail ENTRY entry "must be a path under /remotes/$id/ or an https URL on one of remoteOrigins (got \"$entry\")"
      get UPSTREAM
      [ -z "$isset" ] || area_fail UPSTREAM entry "is on another origin: ${var}UPSTREAM applies only to /remotes/$id/"
      [ "$isolation" = federated ] ||
        area_fail ENTRY entry "must be a path under /remotes/$id/ for an isolated area (the frame loads from its own origin only)"
      ;;
  esac

  get MODULE
  module=${value:-./Area}
  matches "$module" '\./[A-Za-z0-9_-]+' || area_fail MODULE module "must name an exposed module such as ./Area (got \"$module\")"
  # PLUG-12: an area that calls no API says so (none); a forgotten list is not an area whose every call fails.
  get API_PREFIXES
  # shellcheck disable=SC2086
  prefixes=$(printf '%s ' $value)
  case " $prefixes" in
    ' none ') prefixes= ;;
    '  ') area_fail API_PREFIXES apiPrefixes "must list the API prefixes the area calls (paths such as /customer-management), or be none" ;;
    *' none '*) area_fail API_PREFIXES apiPrefixes "must be none alone or paths such as /customer-management (got \"$value\")" ;;
  esac
  for prefix in $prefixes; do
    matches "$prefix" '(/[a-z0-9][a-z0-9._-]*)+' ||
      area_fail API_PREFIXES apiPrefixes "must be paths such as /customer-management (got \"$prefix\")"
  done
  json "$id" && fields="\"id\": $json"
  json "$entry" && fields="$fields, \"entry\": $json"
  json "$module" && fields="$fields, \"module\": $json"
  # shellcheck disable=SC2086
  json_list $prefixes && fields="$fields, \"apiPrefixes\": $json"
  get INTEGRITY
  if [ -n "$isset" ]; then
    matches "$value" 'sha256-[A-Za-z0-9+/]{43}=' || area_fail INTEGRITY integrity "must be sha256-<base64 of 32 bytes> (got \"$value\")"
    json "$value" && fields="$fields, \"integrity\": $json"
  fi
  get ISOLATION
  [ -z "$isset" ] || fields="$fields, \"isolation\": \"$isolation\""

  get ROUTE && route_set=$isset route=$value
  get PATH && path_set=$isset path=$value
  [ -n "$route_set" ] && [ -n "$path_set" ] && area_fail PATH route 'needs exactly one of "route" (bind a route of the table) or "area" (a new area): both are set'
  if [ -n "$route_set" ]; then
    [ -n "$route" ] || area_fail ROUTE route "must not be empty"
    # PLUG-12: what the browser would leave out (mergeRemoteAreas) stops the start instead.
    case $area_routes in *" $route "*) ;; *) area_fail ROUTE route "must name a route of the table:$area_routes(got \"$route\")" ;; esac
    taken_by route "$route" && area_fail ROUTE route "is already bound by $taker"
    taken="$taken route:$route:$entry_name_id"
    json "$route" && fields="$fields, \"route\": $json"
  else
    [ -n "$path_set" ] || area_fail ROUTE route 'needs exactly one of "route" (bind a route of the table) or "area" (a new area): set ROUTE or PATH'
    matches "$path" '/[a-z][a-z0-9-]{0,40}' || area_fail PATH area.path "must be one path segment such as /customer-insights (got \"$path\")"
    case "$area_routes$taken_paths" in *" ${path#/} "*) area_fail PATH area.path "collides with the built-in route $path" ;; esac
    taken_by path "$path" && area_fail PATH area.path "collides with the path of $taker"
    taken="$taken path:$path:$entry_name_id"
    get ROLES
    [ -n "$value" ] || area_fail ROLES area.roles "must name the roles that see the area"
    roles=$value
    for role in $roles; do
      matches "$role" '[A-Za-z0-9._:-]+' || area_fail ROLES area.roles "must be role names (got \"$role\")"
    done
    get CUSTOMER_SCOPED
    case $value in true | false) scoped=$value ;; *) area_fail CUSTOMER_SCOPED area.customerScoped "must be true or false (got \"$value\")" ;; esac
    get ICON
    case $area_icons in *" $value "*) [ -n "$value" ] ;; *) false ;; esac ||
      area_fail ICON area.icon "must be one of the shell's icons:$area_icons(got \"$value\")"
    icon=$value
    get TITLE_EN
    [ -n "$value" ] || area_fail TITLE_EN area.title.en "must not be empty"
    title_en=$value
    get TITLE_DE
    [ -n "$value" ] || area_fail TITLE_DE area.title.de "must not be empty"
    json "$path" && area="{ \"path\": $json"
    # shellcheck disable=SC2086
    json_list $roles && area="$area, \"roles\": $json, \"customerScoped\": $scoped"
    json "$icon" && area="$area, \"icon\": $json"
    json "$title_en" && area="$area, \"title\": { \"en\": $json"
    json "$value" && fields="$fields, \"area\": $area, \"de\": $json } }"
  fi
  remote_json="${remote_json:+$remote_json,
}    { $fields }"
  index=$((index + 1))
done
remote_lines=
if [ -n "$remote_json" ]; then
  # shellcheck disable=SC2086
  remote_lines=",
  \"remoteAreas\": [
$remote_json
  ]"
fi
if [ -n "$remote_origins" ]; then
  # shellcheck disable=SC2086
  json_list $remote_origins
  remote_lines="$remote_lines,
  \"remoteOrigins\": $json"
fi
# PLUG-14: the origin the portal frames its isolated areas from.
isolated_line=
[ -z "$isolated_origin" ] || isolated_line=",
  \"isolatedOrigin\": \"$isolated_origin\""

# OBS-01: telemetry, off unless PORTAL_TELEMETRY_UPSTREAM names the platform's OpenTelemetry Collector
# (its OTLP/HTTP receiver): then nginx proxies /telemetry/v1/logs and /telemetry/v1/traces there (POST
# only, 64 KiB a request, a per-client rate), and config.json tells the browser how to send.
telemetry_line=
telemetry_location=
telemetry_upstream=
if [ -n "${PORTAL_TELEMETRY_UPSTREAM+x}" ]; then
  required PORTAL_TELEMETRY_UPSTREAM && telemetry_upstream=$value
  matches "$telemetry_upstream" 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~-]+)*/?' && is_http_url "$telemetry_upstream" ||
    fail PORTAL_TELEMETRY_UPSTREAM "must be http(s)://host[:port][/path], the collector's OTLP/HTTP receiver (got \"$telemetry_upstream\")"
  sample_rate=${PORTAL_TELEMETRY_SAMPLE_RATE-1}
  matches "$sample_rate" '0|1|0?\.[0-9]{1,6}|1\.0{1,6}' ||
    fail PORTAL_TELEMETRY_SAMPLE_RATE "must be a share of sessions from 0 to 1 such as 0.25 (got \"$sample_rate\")"
  case $sample_rate in .*) sample_rate=0$sample_rate ;; esac
  environment=${PORTAL_TELEMETRY_ENVIRONMENT-$stage}
  [ -n "$environment" ] || fail PORTAL_TELEMETRY_ENVIRONMENT "must not be empty"
  propagation=${PORTAL_TELEMETRY_PROPAGATION-false}
  case $propagation in true | false) ;; *) fail PORTAL_TELEMETRY_PROPAGATION "must be true or false (got \"$propagation\")" ;; esac
  diagnostics=${PORTAL_TELEMETRY_DIAGNOSTICS-on}
  case $diagnostics in on) diagnostics=true ;; off) diagnostics=false ;; *) fail PORTAL_TELEMETRY_DIAGNOSTICS "must be on or off (got \"$diagnostics\")" ;; esac
  hash_key_field=
  if [ -n "${PORTAL_TELEMETRY_USER_HASH_KEY+x}" ]; then
    required PORTAL_TELEMETRY_USER_HASH_KEY
    [ "${#value}" -ge 16 ] || fail PORTAL_TELEMETRY_USER_HASH_KEY "must be at least 16 characters (or unset: no user attribute)"
    json "$value" && hash_key_field=", \"userHashKey\": $json"
  fi
  json "$environment" && telemetry_line=",
  \"telemetry\": { \"sampleRate\": $sample_rate, \"environment\": $json$hash_key_field, \"propagation\": $propagation, \"diagnosticsByDefault\": $diagnostics }"
  telemetry_rest=${telemetry_upstream#*://}
  telemetry_origin=${telemetry_upstream%%://*}://${telemetry_rest%%/*}
  telemetry_path=
  case $telemetry_rest in */*) telemetry_path=/${telemetry_rest#*/} ;; esac
  telemetry_path=${telemetry_path%/}
  matches "$telemetry_origin" 'https?://([0-9]{1,3}\.){3}[0-9]{1,3}(:[0-9]+)?' || upstream_names=1
  # Like PLUG-13's areas: the upstream in a variable, resolved per request (a collector that is gone
  # is a 502 for telemetry alone, never a portal that does not start).
  telemetry_location="    location ~ ^/telemetry/v1/(logs|traces)\$ {
      include $runtime/security-headers.conf;
      limit_except POST { deny all; }
      limit_req zone=portal_telemetry burst=20 nodelay;
      limit_req_status 429;
      # OBS-08: a refused browser waits as long as Retry-After says before it sends again.
      error_page 429 = @portal_telemetry_busy;
      client_max_body_size 64k;
      client_body_buffer_size 64k;
      proxy_http_version 1.1;
      proxy_set_header Connection \"\";
      proxy_set_header Cookie \"\";
      proxy_set_header Authorization \"\";
      proxy_connect_timeout 5s;
      proxy_send_timeout 10s;
      proxy_read_timeout 10s;
      set \$portal_telemetry_upstream \"$telemetry_origin\";
      rewrite \"^/telemetry/(.*)\$\" \"$telemetry_path/\$1\" break;
      proxy_pass \$portal_telemetry_upstream;
    }
    location @portal_telemetry_busy {
      include $runtime/security-headers.conf;
      add_header Retry-After 10 always;
      return 429;
    }"
else
  for name in SAMPLE_RATE ENVIRONMENT USER_HASH_KEY PROPAGATION DIAGNOSTICS; do
    eval "isset=\${PORTAL_TELEMETRY_$name+x}"
    [ -z "$isset" ] || fail "PORTAL_TELEMETRY_$name" "is set, but PORTAL_TELEMETRY_UPSTREAM is not: telemetry is off without it"
  done
fi

# PLUG-13: the name servers nginx asks for the areas' upstream names, per request: PORTAL_RESOLVER, or
# the pod's own from /etc/resolv.conf (PORTAL_RESOLV_CONF: another file, for tests). nginx ignores its
# search domains: upstreams need full names.
# An address found is kept for 10 s (a deleted Service fails within that time, for its area alone); a
# name that did not resolve is asked again at the next request (a new Service is used at once); a name
# server that does not answer makes that area a 502 after 5 s.
resolver_lines=
if [ -n "${PORTAL_RESOLVER+x}" ]; then
  required PORTAL_RESOLVER
  resolvers=$value
  for address in $resolvers; do
    matches "$address" '([0-9]{1,3}\.){3}[0-9]{1,3}(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?' ||
      fail PORTAL_RESOLVER "must be name server addresses such as 10.96.0.10 or [fd00::a]:53, separated by spaces (got \"$address\")"
  done
fi
if [ -n "$remote_locations$isolated_locations$telemetry_location" ]; then
  if [ -z "${PORTAL_RESOLVER+x}" ]; then
    resolvers=
    # IPv6 name servers in brackets; one with a zone (fe80::1%eth0) is of no use to nginx.
    resolv_conf=${PORTAL_RESOLV_CONF:-/etc/resolv.conf}
    for address in $(sed -n 's/^[[:space:]]*nameserver[[:space:]][[:space:]]*\([^[:space:]#;]*\).*/\1/p' "$resolv_conf" 2>/dev/null); do
      case $address in
        *%*) ;;
        *:*) resolvers="${resolvers:+$resolvers }[$address]" ;;
        *[!0-9.]* | '') ;;
        *) resolvers="${resolvers:+$resolvers }$address" ;;
      esac
    done
    [ -n "$resolvers" ] || [ -z "$upstream_names" ] ||
      fail PORTAL_RESOLVER "is needed: $resolv_conf names no name server for the remote areas' upstream names"
  fi
  [ -z "$resolvers" ] || resolver_lines="    resolver $resolvers valid=10s;
    resolver_timeout 5s;
"
fi

mkdir -p "$runtime"
json "$version" && j_version=$json
json "$stage" && j_stage=$json
json "$documentation" && j_documentation=$json
json "$product" && j_product=$json
json "$idp" && j_idp=$json
json "$realm" && j_realm=$json
json "$client_id" && j_client_id=$json
json "$gateway" && j_gateway=$json
json "$assistant" && j_assistant=$json
json "$admin_customer" && j_admin_customer=$json
cat >"$runtime/config.json" <<JSON
{
  "version": $j_version,
  "stage": $j_stage,
  "production": $production,
  "documentationUrl": $j_documentation,
  "product": $j_product,
  "identityProvider": {
    "url": $j_idp,
    "realm": $j_realm,
    "clientId": $j_client_id
  },
  "api": {
    "gatewayUrl": $j_gateway,
    "assistantUrl": $j_assistant
  },
  "adminCustomerId": $j_admin_customer,
  "deadlines": { "readAttemptSeconds": $read_attempt, "readWaitSeconds": $read_wait, "replySeconds": $reply }$license_line$telemetry_line$remote_lines$isolated_line
}
JSON

origin "$idp" && idp_origin=$origin
# connect-src: the APIs and keycloak-js's token calls; frame-src: keycloak's silent sign-in iframe
# (the provider, then its redirect to the portal's own silent-check-sso.html) and the embedded
# documentation; form-action: keycloak-js can log out with a form POST.
# PLUG-05: a remote area on another origin: its manifest is fetched (connect-src), its entry imported
# (script-src); only the exact origins of PORTAL_REMOTE_ORIGINS. Same-origin areas change nothing.
# shellcheck disable=SC2086
origin "$gateway" && gateway_origin=$origin
origin "$assistant" && assistant_origin=$origin
origin "$documentation" && documentation_origin=$origin
# shellcheck disable=SC2086
sources "'self'" "$idp_origin" "$gateway_origin" "$assistant_origin" $remote_origins && connect_src=$sources
# shellcheck disable=SC2086
sources "'self'" "'nonce-\$request_id'" $remote_origins && script_src=$sources
# PLUG-14: frame-src also lists the isolated origin, where isolated areas run.
# shellcheck disable=SC2086
sources "'self'" "$idp_origin" "$documentation_origin" $isolated_origin && frame_src=$sources
sources "'self'" "$idp_origin" && form_action=$sources

render() {
  sed -e "s|@RUNTIME_DIR@|$runtime|g" -e "s|@ROOT@|$root|g" -e "s|@LISTEN@|$listen|g" \
    -e "s|@ACCESS_LOG@|$access_log|g" -e "s|@NONCE_PLACEHOLDER@|$nonce_placeholder|g" \
    -e "s|@CONNECT_SRC@|$connect_src|g" -e "s|@FRAME_SRC@|$frame_src|g" -e "s|@FORM_ACTION@|$form_action|g" \
    -e "s|@IDP_ORIGIN@|$idp_origin|g" -e "s|@SCRIPT_SRC@|$script_src|g" \
    "$templates/$1.template" >"$runtime/$1"
}
render nginx.conf
render security-headers.conf
render remote-area-proxy.conf
# PLUG-05: one proxy location per same-origin remote area (included by nginx.conf's server block).
printf '# Rendered by docker-entrypoint.sh from PORTAL_REMOTE_AREAS.\n%s%s\n' "$resolver_lines" "$remote_locations" >"$runtime/remote-areas.conf"
# OBS-01: the telemetry proxy, or nothing (then /telemetry/ is an unknown path like any other).
printf '# Rendered by docker-entrypoint.sh from PORTAL_TELEMETRY_*.\n%s\n' "$telemetry_location" >"$runtime/telemetry.conf"

# PLUG-14: the isolated origin's server (included by nginx.conf after the portal's): the frame page
# with a policy of its own, and the isolated areas' /remotes/<id>/. Empty without PORTAL_ISOLATED_ORIGIN.
if [ -n "$isolated_origin" ]; then
  sed -e "s|@RUNTIME_DIR@|$runtime|g" -e "s|@PORTAL_ORIGIN@|$portal_origin|g" \
    "$templates/isolated-headers.conf.template" >"$runtime/isolated-headers.conf"
  sed -e "s|@RUNTIME_DIR@/security-headers.conf|@RUNTIME_DIR@/isolated-remote-headers.conf|" -e "s|@RUNTIME_DIR@|$runtime|g" \
    "$templates/remote-area-proxy.conf.template" >"$runtime/isolated-area-proxy.conf"
  sed -e "s|@RUNTIME_DIR@|$runtime|g" "$templates/isolated-remote-headers.conf.template" >"$runtime/isolated-remote-headers.conf"
  sed -e "s|@RUNTIME_DIR@|$runtime|g" -e "s|@LISTEN@|$listen|g" -e "s|@ISOLATED_HOST@|$isolated_host|g" \
    -e "s|@FRAME_ROOT@|$frame_root|g" -e "s|@NONCE_PLACEHOLDER@|$nonce_placeholder|g" \
    -e "s|@PORTAL_ORIGIN@|$portal_origin|g" "$templates/isolated-server.conf.template" >"$runtime/isolated-server.conf"
  printf '# Rendered by docker-entrypoint.sh from PORTAL_REMOTE_AREAS (isolation frame).\n%s%s\n' "$resolver_lines" "$isolated_locations" >"$runtime/isolated-areas.conf"
else
  printf '# No PORTAL_ISOLATED_ORIGIN: no isolated areas.\n' >"$runtime/isolated-server.conf"
fi

[ "${1-}" = render ] && exit 0
exec "${PORTAL_NGINX:-nginx}" -p "$runtime" -c "$runtime/nginx.conf" -e stderr -g 'daemon off;'
