#!/usr/bin/env bash
# Real-path benchmark (issue 16): the same job as fetch.sh — user `mona`, all 300 repos, all
# 3,000 followers at per_page 100 (34 requests) — over TLS 1.3 + HTTP/2 with a round-trip time:
#
#   client --> delay-proxy.py (RTT_MS per round trip) --> nginx (TLS 1.3, h2) --> fakegithub
#
# nginx (Debian's nginx-light) runs in the foreground as a throwaway instance with its own
# configuration in a temporary folder, with a certificate for 127.0.0.1/localhost signed by a
# throwaway CA made here with openssl. It serves FakeGitHub at / (ghtui), at /api/v3/ (gh's
# Enterprise paths) and at /pygithub/, rewriting FakeGitHub's `Link` URLs to https and the prefix.
# Clients trust the throwaway CA; nothing turns verification off (see "Trusting the CA" below).
#
# For each client and run: wall time, connections the delay proxy accepted, the HTTP version
# nginx saw, requests (and 304s) FakeGitHub answered, requests per connection (nginx's log) and
# CPU (user + system). Rows are the median of RUNS runs; clients take turns run by run. The
# bound is one TCP + TLS 1.3 set-up (2 RTT) plus 5 request rounds: 7 RTT.
#
# ghtui is the installed (static) build, as: ghtui-cold (no cache), ghtui-cold-urlsession (the same
# on Foundation's URLSession, GHTUI_TRANSPORT=urlsession: the transport before CurlTransport, as
# the baseline measured in the same run), ghtui-cold-bundle (the same with SSL_CERT_FILE naming the
# system's bundle, which it then reads whole), ghtui-cold-16 (the same with
# --connections 16, libcurl's one-connection-per-request start), ghtui-cold-cache (a new cache
# file each run), ghtui-warm (inside max-age) and ghtui-refresh (--refresh: every page revalidated,
# as past max-age).
#
# curl is the path's floor: one process, every one of the 34 URLs known before the first answer, at
# most 8 in flight on one HTTP/2 connection (`curl -Z --parallel-max 8`), so the same 5 request
# rounds as the bound, with none of a real client's work between them. What curl takes over the
# bound is what the path itself adds (nginx, FakeGitHub, the Python proxy's timers, TLS's CPU);
# what ghtui takes over curl is ghtui's own.
#
# Then the browser's first paint (issue 26), in tmux, timed by the binary's own trace
# (GHTUI_TRACE, from the microsecond bash execs ghtui): the profile with its first page
# of repositories, cold (a new cache file) and warm (a cache filled just before, inside max-age).
# Its bound is three round trips: TCP, TLS, and the user and first page asked together.
#
# Usage: [RTT_MS=50] [RUNS=7] [PROXY_PORT=n] [NGINX_PORT=n] [GHTUI_BIN=path] \
#        [REALPATH_CLIENTS="ghtui-cold gh ..."] [REALPATH_COMPARE="build build"] Benchmarks/realpath.sh
# GHTUI_BIN times that binary instead of building the installed one; REALPATH_CLIENTS picks the
# dump rows (default: all of them). REALPATH_COMPARE="BUILD BUILD..." compares builds instead,
# taking turns run by run: each one's cold first paint and its dump, without a cache and with a
# new cache file, RUNS times; nothing else is run.
# Needs nginx (with http_v2), openssl, python3, jq, curl; installs nginx-light, gh (Debian) and
# PyGithub (pip) when missing and a package source is reachable, and skips gh or PyGithub when
# they cannot be had. Runs without the network otherwise. Everything it starts is stopped and
# its temporary folder removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
RTT_MS=${RTT_MS:-50}
RUNS=${RUNS:-7}
TOKEN=realpath-benchmark-token

fail() { echo "realpath.sh: $*" >&2; exit 1; }
# The whole benchmark runs in a private mount namespace of its own, where ghtui is made to trust
# the throwaway CA as a system would (see "Trusting the CA" below) and is then exec'd directly,
# as a user's shell would.
if [ -z "${REALPATH_NAMESPACE:-}" ]; then
    command -v unshare >/dev/null || fail "ghtui cannot trust the throwaway CA: unshare (util-linux) is missing"
    namespaces=(--mount)
    [ "$(id -u)" -eq 0 ] || namespaces=(--user --map-root-user --mount)
    REALPATH_NAMESPACE=1 exec unshare "${namespaces[@]}" --propagation private bash Benchmarks/realpath.sh "$@"
fi
# A machine's or a CI's environment may point OpenSSL and libcurl at a CA bundle (this one sets
# SSL_CERT_FILE). A user's system does not by default, and ghtui honours them: it would read the
# bundle's 140 certificates on each run (28 ms of CPU here) where it reads the one issuer it
# needs from the hashed directory. Every client below is given its CA explicitly.
unset SSL_CERT_FILE SSL_CERT_DIR CURL_CA_BUNDLE
[[ $RTT_MS =~ ^[0-9]+$ && $RTT_MS -gt 0 ]] || fail "RTT_MS must be a positive whole number of milliseconds, not '$RTT_MS'"
[[ $RUNS =~ ^[0-9]+$ && $RUNS -gt 0 ]] || fail "RUNS must be a positive whole number, not '$RUNS'"
apt_install() { # $1 = command, $2 = Debian package; true when the command is there afterwards
    command -v "$1" >/dev/null && return 0
    command -v apt-get >/dev/null || return 1
    echo "installing $2 (apt-get)..." >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$2" >/dev/null 2>&1 || true
    command -v "$1" >/dev/null
}
apt_install nginx nginx-light || fail "nginx is missing and could not be installed (apt-get install nginx-light)"
nginx -V 2>&1 | grep -q -- --with-http_v2_module || fail "this nginx has no HTTP/2 module"
for tool in openssl python3 jq curl; do command -v "$tool" >/dev/null || fail "$tool is missing"; done
HAVE_GH=yes
apt_install gh gh || HAVE_GH=
if ! python3 -c "import github" 2>/dev/null; then
    python3 -m pip install -q PyGithub >/dev/null 2>&1 || true
fi

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port_is_free() {
    python3 -c 'import socket, sys; s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1])))' "$1" 2>/dev/null
}
wait_for_port() { # $1 = port, $2 = pid of the process that should listen there
    for _ in $(seq 200); do
        kill -0 "$2" 2>/dev/null || return 1
        python3 -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 0.2).close()' "$1" 2>/dev/null && return 0
        sleep 0.05
    done
    return 1
}
NGINX_PORT=${NGINX_PORT:-$(free_port)}
PROXY_PORT=${PROXY_PORT:-$(free_port)}
port_is_free "$NGINX_PORT" || fail "port $NGINX_PORT (NGINX_PORT) is busy"
port_is_free "$PROXY_PORT" || fail "port $PROXY_PORT (PROXY_PORT) is busy"
[ "$NGINX_PORT" != "$PROXY_PORT" ] || fail "NGINX_PORT and PROXY_PORT must differ"

source Benchmarks/release-fake.sh
# ghtui as installed (README: --static-swift-stdlib) when libcurl's headers are there to link it.
if [ -n "${GHTUI_BIN:-}" ]; then
    [ -x "$GHTUI_BIN" ] || fail "GHTUI_BIN is not a program: $GHTUI_BIN"
elif GHTUI_BIN=$BIN/ghtui && pkg-config --exists libcurl; then
    swift build -c release --static-swift-stdlib --scratch-path .build-static --product ghtui >&2
    GHTUI_BIN=$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/ghtui
fi

# A throwaway CA and a certificate for 127.0.0.1 and localhost, valid for a day.
TLS=$WORK/tls
mkdir -p "$TLS"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 \
    -subj "/CN=ghtui realpath.sh throwaway CA" -keyout "$TLS/ca.key" -out "$TLS/ca.crt" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" 2>/dev/null
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=127.0.0.1" \
    -keyout "$TLS/server.key" -out "$TLS/server.csr" 2>/dev/null
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n' >"$TLS/ext"
openssl x509 -req -in "$TLS/server.csr" -CA "$TLS/ca.crt" -CAkey "$TLS/ca.key" -CAcreateserial \
    -days 1 -extfile "$TLS/ext" -out "$TLS/server.crt" 2>/dev/null
# The system's roots plus the throwaway CA, for clients whose trust store is one file.
cat /etc/ssl/certs/ca-certificates.crt "$TLS/ca.crt" >"$TLS/bundle.crt" 2>/dev/null || cp "$TLS/ca.crt" "$TLS/bundle.crt"

start_server fake --followers 3000 --repos 300 --token "$TOKEN=mona"
FAKE=$URL
FAKE_PORT=${FAKE##*:}

# nginx: TLS 1.3 only, HTTP/2, one process in the foreground, everything under $WORK/nginx.
NG=$WORK/nginx
mkdir -p "$NG/tmp"
# FakeGitHub writes Link URLs (and the URLs inside objects) as http://HOST/path, HOST being the
# Host header: nginx sends the proxy's address, which clients connect to. Clients must follow
# Link URLs back through the proxy over https, under the prefix they asked with (/api/v3 for
# gh). nginx-light has no header-editing module, so a map rewrites each of the two or four URLs
# of a Link header.
url='<http://[^/>]*([^>]*)>([^<]*)'
new="<https://127.0.0.1:$PROXY_PORT\$api_prefix"
cat >"$NG/nginx.conf" <<EOF
daemon off;
master_process off;
worker_processes 1;
pid $NG/nginx.pid;
error_log $NG/error.log warn;
events { worker_connections 512; }
http {
    log_format realpath '\$connection \$connection_requests \$server_protocol \$ssl_protocol \$status \$request_method \$request_uri \$msec \$request_time';
    access_log $NG/access.log realpath;
    client_body_temp_path $NG/tmp/body;
    proxy_temp_path $NG/tmp/proxy;
    fastcgi_temp_path $NG/tmp/fastcgi;
    uwsgi_temp_path $NG/tmp/uwsgi;
    scgi_temp_path $NG/tmp/scgi;
    upstream fakegithub { server 127.0.0.1:$FAKE_PORT; keepalive 32; }
    map \$upstream_http_link \$rewritten_link {
        default "";
        "~^$url$url$url$url\$" "$new\$1>\$2$new\$3>\$4$new\$5>\$6$new\$7>\$8";
        "~^$url$url\$" "$new\$1>\$2$new\$3>\$4";
        "~^$url\$" "$new\$1>\$2";
    }
    server {
        listen 127.0.0.1:$NGINX_PORT ssl http2;
        ssl_certificate $TLS/server.crt;
        ssl_certificate_key $TLS/server.key;
        ssl_protocols TLSv1.3;
        keepalive_requests 10000;
        http2_max_concurrent_streams 128;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host 127.0.0.1:$PROXY_PORT;
        proxy_hide_header Link;
        add_header Link \$rewritten_link always;
        location /api/v3/ {
            set \$api_prefix /api/v3;
            proxy_pass http://fakegithub/;
        }
        # PyGithub follows the URLs inside objects and switches to their scheme, so under
        # /pygithub/ they are rewritten to https (as GitHub's are). sub_filter drops ETags, which
        # ghtui's warm rerun needs: hence a location of its own.
        location /pygithub/ {
            set \$api_prefix /pygithub;
            proxy_set_header Accept-Encoding "";
            proxy_set_header Connection "";
            proxy_set_header Host 127.0.0.1:$PROXY_PORT; # a location's proxy_set_header replaces all
            sub_filter_types application/json;
            sub_filter_once off;
            sub_filter "http://127.0.0.1:$PROXY_PORT/" "https://127.0.0.1:$PROXY_PORT/pygithub/";
            proxy_pass http://fakegithub/;
        }
        location / {
            set \$api_prefix "";
            proxy_pass http://fakegithub;
        }
    }
}
EOF
nginx -t -q -p "$NG" -e "$NG/error.log" -c "$NG/nginx.conf" 2>"$NG/test.log" || fail "nginx rejects its configuration: $(cat "$NG/test.log")"
nginx -p "$NG" -e "$NG/error.log" -c "$NG/nginx.conf" &
PIDS+=($!)
wait_for_port "$NGINX_PORT" "$!" || fail "nginx did not start on port $NGINX_PORT: $(tail -n 3 "$NG/error.log")"

python3 Benchmarks/delay-proxy.py --listen "$PROXY_PORT" --target "$NGINX_PORT" --rtt-ms "$RTT_MS" \
    --count-file "$WORK/connections" 2>"$WORK/proxy.log" &
PIDS+=($!)
wait_for_port "$PROXY_PORT" "$!" || fail "the delay proxy did not start on port $PROXY_PORT: $(cat "$WORK/proxy.log")"
API=https://127.0.0.1:$PROXY_PORT
# The waits above opened connections of their own; count from here.
: >"$NG/access.log"

# Trusting the CA. ghtui's CurlTransport honours SSL_CERT_FILE and SSL_CERT_DIR, but either would
# time a path other than the one a user's system takes: by default it reads libcurl's hashed CA
# directory (/etc/ssl/certs) alone, and older builds (URLSession) the bundle in it, which no
# variable changes. So the benchmark runs in a private mount namespace (made at its start, as
# root; otherwise in a user namespace too) where /etc/ssl/certs is a copy of the system's with the
# throwaway CA added as a system would add it: to the bundle, and to the directory with its hash
# link (openssl rehash). Both kinds of build then verify as they would on a user's machine, and
# are exec'd directly: no wrapper's start is timed with them. Verification stays on.
# gh (Go) and PyGithub (requests) take the CA file directly.
CERTS=$TLS/certs
mkdir -p "$CERTS"
cp -P /etc/ssl/certs/* "$CERTS"/ 2>/dev/null || true
rm -f "$CERTS/ca-certificates.crt"
cp "$TLS/bundle.crt" "$CERTS/ca-certificates.crt"
cp "$TLS/ca.crt" "$CERTS/realpath-throwaway-ca.pem"
openssl rehash "$CERTS" 2>/dev/null || fail "openssl rehash failed on $CERTS"
mount --rbind "$CERTS" /etc/ssl/certs || fail "cannot mount the CA store over /etc/ssl/certs in this namespace"
export GH_TOKEN=$TOKEN
"$GHTUI_BIN" --user mona --json --include user --no-cache --api-url "https://127.0.0.1:$NGINX_PORT" >/dev/null ||
    fail "ghtui cannot trust the throwaway CA through the private mount namespace's /etc/ssl/certs"
echo "ghtui trusts the throwaway CA through a private mount namespace's /etc/ssl/certs"

# The browser's first paint: ghtui in tmux (100x30), its start taken by bash right before it execs
# ghtui (see the end of the script; REALPATH_COMPARE uses the same runs).
SOCKET=realpath-$$
tmx() { tmux -L "$SOCKET" "$@"; }
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null; kill "${PIDS[@]}" 2>/dev/null; rm -rf "$WORK"' EXIT
# Launcher $1 runs binary $2 on the profile, traced to the file it is given first.
write_launcher() {
    {
        echo '#!/usr/bin/env bash'
        echo "export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/config LANG=C.UTF-8 LC_ALL=C.UTF-8 GH_TOKEN=$TOKEN"
        echo 'export GHTUI_TRACE=$1 && shift'
        printf 'GHTUI_TRACE_START=$EPOCHREALTIME exec'
        printf ' %q' "$2"
        echo ' --user mona --api-url "$@"'
    } >"$WORK/$1"
    chmod +x "$WORK/$1"
}
write_launcher launch "$GHTUI_BIN"
mkdir -p "$WORK/home/config"
tmx new-session -d -s idle # the tmux server's own start is not the browser's
at() { awk -v p="$2" 'index($0, p) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms") { print $i; exit } }' "$1"; }
# One browser run in session $1, traced to $WORK/$1.trace, with cache file $2 (and launcher $3,
# by default the one of GHTUI_BIN): until the profile with its first page is drawn, then q and
# the end of the session.
paint_once() {
    tmx new-session -d -x 100 -y 30 -s "$1" "$WORK/${3:-launch} $WORK/$1.trace $API --cache-path $2"
    for _ in $(seq 1000); do [ -n "$(at "$WORK/$1.trace" "paint profile page" 2>/dev/null)" ] && break; sleep 0.01; done
    [ -n "$(at "$WORK/$1.trace" "paint profile page" 2>/dev/null)" ] || fail "no first paint in 10 s (trace: $(cat "$WORK/$1.trace" 2>/dev/null))"
    tmx send-keys -t "$1" q
    while tmx has-session -t "$1" 2>/dev/null; do sleep 0.01; done
}
# "time cpu" of the first paint in trace $1.
paint_row() { awk 'index($0, "paint profile page") == 1 { for (i = 1; i < NF; i++) { if ($(i + 1) == "ms" && !t) t = $i; if ($i == "cpu") c = $(i + 1) } print t, c; exit }' "$1"; }
# Milliseconds since $1 (an EPOCHREALTIME).
since() { awk -v s="$1" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", (e - s) * 1000 }'; }

# REALPATH_COMPARE="BUILD..." compares builds, taking turns run by run, and stops there: each
# run, the cold first paint (a new cache file: the user's answer, the first page's, the paint),
# then the dump without a cache and with a new cache file.
if [ -n "${REALPATH_COMPARE:-}" ]; then
    read -r -a BUILDS <<<"$REALPATH_COMPARE"
    for i in "${!BUILDS[@]}"; do
        [ -x "${BUILDS[$i]}" ] || fail "no executable build at ${BUILDS[$i]}"
        write_launcher "launch-$i" "${BUILDS[$i]}"
        paint_once "compare-warm-up-$i" "$WORK/compare-warm-up-$i.sqlite" "launch-$i"
        : >"$WORK/compare-$i.runs"
    done
    for run in $(seq "$RUNS"); do
        for i in "${!BUILDS[@]}"; do
            rm -f "$WORK"/compare.sqlite* "$WORK"/compare-dump.sqlite*
            paint_once "compare-$i-$run" "$WORK/compare.sqlite" "launch-$i"
            trace=$WORK/compare-$i-$run.trace
            start=$EPOCHREALTIME
            "${BUILDS[$i]}" --user mona --json --limit 0 --api-url "$API" --no-cache >/dev/null
            bare=$(since "$start")
            start=$EPOCHREALTIME
            "${BUILDS[$i]}" --user mona --json --limit 0 --api-url "$API" --cache-path "$WORK/compare-dump.sqlite" >/dev/null
            echo "$(at "$trace" "answer user") $(at "$trace" "answer repos page 1") $(at "$trace" "paint profile page") $bare $(since "$start")" \
                >>"$WORK/compare-$i.runs"
        done
    done
    echo "builds compared at RTT $RTT_MS ms, taking turns, $RUNS runs each (ms, median [min-max]):"
    printf '%-10s %-20s %-20s %-20s %-20s %-20s %s\n' "" "answer user" "answer page 1" "paint" "dump" "dump, new cache" build
    for i in "${!BUILDS[@]}"; do
        printf '%-10s' "build $i"
        for column in 1 2 3 4 5; do
            sort -n -k"$column,$column" "$WORK/compare-$i.runs" | awk -v c="$column" -v m="$(((RUNS + 1) / 2))" \
                'NR == 1 { low = $c } NR == m { mid = $c } { high = $c } END { printf " %-20s", sprintf("%.1f [%.1f-%.1f]", mid, low, high) }'
        done
        echo " ${BUILDS[$i]}"
    done
    exit 0
fi

# The clients, each one command line doing the whole job.
GHTUI=("$GHTUI_BIN" --user mona --json --limit 0 --api-url "$API")
export GH_CONFIG_DIR=$WORK/gh GH_NO_UPDATE_NOTIFIER=1 GH_PROMPT_DISABLED=1 NO_COLOR=1
cat >"$WORK/gh.sh" <<EOF
set -e
export GH_HOST=127.0.0.1:$PROXY_PORT GH_ENTERPRISE_TOKEN=$TOKEN SSL_CERT_FILE=$TLS/ca.crt
gh api users/mona >/dev/null
gh api --paginate 'users/mona/repos?per_page=100' >"$WORK/gh.repos"
gh api --paginate 'users/mona/followers?per_page=100' >"$WORK/gh.followers"
EOF
cat >"$WORK/pygithub.py" <<'PY'
import sys, github
g = github.Github(auth=github.Auth.Token(sys.argv[3]), base_url=sys.argv[1], verify=sys.argv[2], per_page=100)
user = g.get_user("mona")
print(user.login, len(list(user.get_repos())), len(list(user.get_followers())))
PY
{
    echo "url = \"$API/users/mona\""
    for page in 1 2 3; do echo "url = \"$API/users/mona/repos?per_page=100&page=$page\""; done
    for page in $(seq 30); do echo "url = \"$API/users/mona/followers?per_page=100&page=$page\""; done
} | sed 's/$/\noutput = \/dev\/null/' >"$WORK/curl.cfg"
if [ -n "${REALPATH_CLIENTS:-}" ]; then
    read -r -a CLIENTS <<<"$REALPATH_CLIENTS"
else
    CLIENTS=(ghtui-cold ghtui-cold-urlsession ghtui-cold-16 ghtui-cold-cache ghtui-warm ghtui-refresh curl)
    [ -n "$HAVE_GH" ] && CLIENTS+=(gh) || echo "gh is missing and could not be installed (apt-get install gh): skipped"
    if python3 -c "import github" 2>/dev/null; then CLIENTS+=(pygithub); else echo "PyGithub is missing (pip install PyGithub): skipped"; fi
fi
run_client() { # $1 = client; output to $WORK/out
    case $1 in
    ghtui-cold) # traced: the last run's timeline is printed at the end
        : >"$WORK/ghtui-cold.trace"
        GHTUI_TRACE=$WORK/ghtui-cold.trace GHTUI_TRACE_START=$EPOCHREALTIME "${GHTUI[@]}" --no-cache ;;
    ghtui-cold-16) "${GHTUI[@]}" --no-cache --connections 16 ;;
    ghtui-cold-urlsession) GHTUI_TRANSPORT=urlsession "${GHTUI[@]}" --no-cache ;;
    ghtui-cold-bundle) SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt "${GHTUI[@]}" --no-cache ;;
    ghtui-cold-cache) rm -f "$WORK"/cold.sqlite* && "${GHTUI[@]}" --cache-path "$WORK/cold.sqlite" ;;
    ghtui-warm) "${GHTUI[@]}" --cache-path "$WORK/warm.sqlite" ;;
    ghtui-refresh) "${GHTUI[@]}" --cache-path "$WORK/warm.sqlite" --refresh ;;
    curl) curl -fsS --no-progress-meter -Z --parallel-max 8 --http2 --cacert "$TLS/ca.crt" -H "Authorization: token $TOKEN" \
        -K "$WORK/curl.cfg" ;;
    gh) bash "$WORK/gh.sh" ;;
    pygithub) python3 "$WORK/pygithub.py" "$API/pygithub" "$TLS/ca.crt" "$TOKEN" ;;
    esac
}

# Warm-up, not measured: FakeGitHub renders each page once, the warm cache gets filled, and each
# client shows it can do the job at all.
for client in "${CLIENTS[@]}"; do
    run_client "$client" >"$WORK/out" || fail "$client could not do the job over $API"
done

measure_once() { # $1 = client; appends "wall connections protocols requests 304s nginx-requests per-connection cpu" to $WORK/$1.runs
    local before after wall protocols requests served split
    # A warm run needs a cache inside max-age (60 s): slow runs before it may have outlived it.
    [ "$1" = ghtui-warm ] && { run_client ghtui-refresh >/dev/null || true; }
    curl -fsS "$FAKE/_fakegithub/reset" >/dev/null
    before=$(cat "$WORK/connections")
    : >"$NG/access.log"
    local start=$EPOCHREALTIME cpu
    # CPU (user + system) of the client and its children, from bash's `time`.
    { TIMEFORMAT="%3U %3S" && time run_client "$1" >"$WORK/out"; } 2>"$WORK/cpu"
    wall=$(awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.3f", e - s }')
    cpu=$(tail -n1 "$WORK/cpu" | awk '{ printf "%.3f", $1 + $2 }')
    sleep 0.2 # nginx writes its log line when a request ends; the client may have just closed
    after=$(cat "$WORK/connections")
    protocols=$(awk '{ print $3 }' "$NG/access.log" | sort -u | paste -sd, -)
    served=$(wc -l <"$NG/access.log")
    # Requests per connection, in the order connections served their first request, e.g. 1+1+32.
    split=$(awk '!($1 in n) { order[++k] = $1 } { n[$1]++ } END { for (i = 1; i <= k; i++) printf "%s%d", (i > 1 ? "+" : ""), n[order[i]] }' "$NG/access.log")
    # When each request reached nginx, in ms from the client's start (its last run's).
    awk -v s="$start" '{ printf "%.0f\n", ($8 - $9 - s) * 1000 }' "$NG/access.log" | sort -n >"$WORK/$1.arrivals"
    requests=$(curl -fsS "$FAKE/_fakegithub/stats" | jq -r '"\(.total) \(.notModified)"')
    echo "$wall $((after - before)) ${protocols:-none} $requests $served ${split:-0} $cpu" >>"$WORK/$1.runs"
}

BOUND=$(awk -v r="$RTT_MS" 'BEGIN { printf "%.2f", 7 * r / 1000 }')
echo "user mona + 300 repos + 3,000 followers (34 requests at per_page 100) over TLS 1.3 + HTTP/2 (nginx) at RTT ${RTT_MS} ms"
echo "bound: TCP set-up (1 RTT) + TLS 1.3 handshake (1 RTT) + 5 request rounds = 7 RTT = ${BOUND} s"
for client in "${CLIENTS[@]}"; do : >"$WORK/$client.runs"; done
for run in $(seq "$RUNS"); do
    # Clients take turns, starting one later each run, so that a busy moment hits all of them.
    for i in $(seq 0 $((${#CLIENTS[@]} - 1))); do
        measure_once "${CLIENTS[$(((i + run) % ${#CLIENTS[@]}))]}"
    done
done
gh_wall= curl_wall=
for client in "${CLIENTS[@]}"; do
    sort -n "$WORK/$client.runs" | sed -n "$(((RUNS + 1) / 2))p" >"$WORK/last"
    read -r wall _ <"$WORK/last"
    [ "$client" = gh ] && gh_wall=$wall
    [ "$client" = curl ] && curl_wall=$wall
    awk -v label="$client" -v b="$BOUND" -v runs="$RUNS" '{
        printf "%-13s %6.3f s %5.2fx bound %3d connections  %-9s %3d requests %3d 304 (%d at nginx)  %5.3f s cpu  (median of %d)\n",
            label, $1, $1 / b, $2, $3, $4, $5, $6, $8, runs }' "$WORK/last"
done
if [ -n "$gh_wall" ]; then
    for client in "${CLIENTS[@]}"; do
        [[ $client == ghtui-* ]] || continue
        sort -n "$WORK/$client.runs" | sed -n "$(((RUNS + 1) / 2))p" >"$WORK/last"
        read -r wall _ <"$WORK/last"
        awk -v c="$client" -v w="$wall" -v g="$gh_wall" 'BEGIN { printf "gh / %s: %.2fx\n", c, g / w }'
    done
fi
if [ -n "$curl_wall" ]; then
    awk -v w="$curl_wall" -v b="$BOUND" -v g="${gh_wall:-0}" 'BEGIN {
        printf "the path'"'"'s floor (curl): %.3f s, %+.3f s over the bound", w, w - b
        if (g > 0) printf "; gh / curl: %.2fx", g / w
        printf "\n" }'
    for client in "${CLIENTS[@]}"; do
        [[ $client == ghtui-cold* ]] || continue
        sort -n "$WORK/$client.runs" | sed -n "$(((RUNS + 1) / 2))p" >"$WORK/last"
        read -r wall _ <"$WORK/last"
        awk -v c="$client" -v w="$wall" -v f="$curl_wall" 'BEGIN { printf "%s / curl: %.2fx (%+.3f s)\n", c, w / f, w - f }'
    done
fi
if [ -s "$WORK/ghtui-cold.trace" ]; then
    # The answers' times, in order: when each request round ended.
    echo "trace of the last ghtui-cold run (ms from its exec):"
    awk '$1 == "answer" { answers = answers sprintf(" %.0f", $2); n++; next }
         { if (n) { printf "  %d answers at%s\n", n, answers; n = 0; answers = "" } sub(/ ms.*/, " ms"); print "  " $0 }' \
        "$WORK/ghtui-cold.trace"
fi
# Request rounds as nginx saw them: a round begins with a request more than half a round trip
# after the one before. What ghtui takes over curl shows here as a later first round (its start)
# or wider gaps (its work between an answer and the next request).
for client in ghtui-cold curl; do
    [ -s "$WORK/$client.arrivals" ] || continue
    awk -v c="$client" -v gap=$((RTT_MS / 2)) 'NR == 1 || $1 - last > gap { r[++k] = $1 } { last = $1 }
        END { printf "rounds at nginx, %s (ms from its start, its last run):", c
              for (i = 1; i <= k; i++) printf " %d", r[i]
              printf "; apart:"; for (i = 2; i <= k; i++) printf " %d", r[i] - r[i - 1]; printf "\n" }' \
        "$WORK/$client.arrivals"
done
echo "all runs (wall, connections, protocols, requests, 304s, requests at nginx, requests per connection, cpu):"
for client in "${CLIENTS[@]}"; do echo "  $client: $(paste -sd';' "$WORK/$client.runs")"; done

# The browser's first paint, cold and warm (the helpers are above).
PAINT_BOUND=$(awk -v r="$RTT_MS" 'BEGIN { printf "%.3f", 3 * r / 1000 }')
paint_once paint-warm-up "$WORK/paint-warm-up.sqlite" # FakeGitHub renders the browser's pages once
: >"$WORK/paint-cold.runs"
: >"$WORK/paint-warm.runs"
for run in $(seq "$RUNS"); do
    paint_once "paint-cold$run" "$WORK/paint-cold$run.sqlite"
    paint_row "$WORK/paint-cold$run.trace" >>"$WORK/paint-cold.runs"
    # Warm: a cache filled by the run just before, well inside GitHub's 60 s max-age.
    paint_once "paint-prime$run" "$WORK/paint-warm$run.sqlite"
    paint_once "paint-warm$run" "$WORK/paint-warm$run.sqlite"
    paint_row "$WORK/paint-warm$run.trace" >>"$WORK/paint-warm.runs"
done
echo "first paint of the profile with its first page (bound: TCP + TLS + 1 request round = 3 RTT = $PAINT_BOUND s):"
for row in paint-cold paint-warm; do
    sort -n "$WORK/$row.runs" | sed -n "$(((RUNS + 1) / 2))p" |
        awk -v label="ghtui-$row" -v b="$PAINT_BOUND" -v runs="$RUNS" '{
            printf "%-16s %6.3f s %5.2fx bound  %5.3f s cpu  (median of %d)\n", label, $1 / 1000, $1 / 1000 / b, $2 / 1000, runs }'
    echo "  $row runs (ms, cpu ms): $(paste -sd';' "$WORK/$row.runs")"
done
for row in paint-cold paint-warm; do
    echo "trace of the last $row run, to its first paint (ms from its exec):"
    sed -n '1,/^paint profile page/p' "$WORK/$row$RUNS.trace" | sed 's/ ms.*/ ms/; s/^/  /'
done
