#!/usr/bin/env bash
# Soak (issue 25): the release `ghtui` in tmux, signed in with a token (it opens Home), driven by
# random keys for MINUTES against the release FakeGitHub with 15 % chaos (502 pages, 500, 503,
# resets, cut bodies, stalls, secondary limits), the keys seeded so that a run can be repeated.
# Among the keys: moves, tabs, Enter and back, filters typed and cleared, search, refresh, the
# inbox, Home, the help, marks and confirmations (FakeGitHub's world takes the writes), resizes
# and mouse clicks and wheel turns; never q or Ctrl-C until the end, which quits with q.
#
# It reports: key presses; screens visited (the title bar's distinct breadcrumbs); requests
# (FakeGitHub's count) and the faults chaos injected; retries (the client's, from the trace);
# crashes (the process gone before the end: must be 0); hangs (a key
# with no frame drawn within 2 s: must be 0); resident memory after the warm-up and at the end
# (growth must stay under 20 %), and every minute between with its anonymous part (the rest is
# mapped files: code, and the response cache's file); the navigation stack's depth (from
# the trace's `stack` events); open file descriptors at both times (no growth); and whether the
# terminal was restored (the alternate screen left, exit status 0).
#
# The warm-up is a tenth of the run, at least 20 s and at most 2 min (1 min for a 10-minute
# run): what the first screens, the response cache, the connections and the allocator's arenas
# take once is not growth. The output says how long it was and how many keys it took.
#
# Usage: Benchmarks/soak.sh [MINUTES] [SEED]    (default 1 minute, seed 1; needs tmux)
#        BIN=DIR Benchmarks/soak.sh ...           (DIR holds ghtui and fakegithub, built already)
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES=${1:-1}
SEED=${2:-1}
source Benchmarks/release-fake.sh
SOCKET="ghtui-soak-$$"
tmx() { tmux -L "$SOCKET" "$@"; }
trap 'tmx kill-server 2>/dev/null || true; kill "${PIDS[@]}" 2>/dev/null; rm -rf "$WORK"' EXIT
start_server fake --chaos 0.15 --seed "$SEED" --chaos-stall-ms 1500 --token tok=mona
TRACE=$WORK/trace
mkdir -p "$WORK/home" "$WORK/cwd"
cat >"$WORK/launch" <<LAUNCH
#!/usr/bin/env bash
unset GITHUB_TOKEN NO_COLOR
export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/config XDG_CACHE_HOME=$WORK/home/cache
export XDG_STATE_HOME=$WORK/home/state LANG=C.UTF-8 LC_ALL=C.UTF-8 GH_TOKEN=tok GHTUI_TRACE=$TRACE
export EDITOR=true VISUAL= BROWSER=true
cd $WORK/cwd
$BIN/ghtui --api-url $URL
echo "EXITED:\$?"
sleep 600
LAUNCH
chmod +x "$WORK/launch"
tmx new-session -d -x 120 -y 40 -s soak "$WORK/launch"

pid_of_ghtui() { pgrep -f "$BIN/ghtui --api-url $URL" | head -n1; }
frames() { awk '$1 == "frame" && $5 > 0 { n++ } END { print n + 0 }' "$TRACE" 2>/dev/null || echo 0; }
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status"; }
anon() { awk '/^RssAnon/ { print $2 }' "/proc/$1/status"; }
fds() { ls "/proc/$1/fd" | wc -l; }
for _ in $(seq 500); do [ -n "$(pid_of_ghtui)" ] && [ "$(frames)" -gt 0 ] && break; sleep 0.02; done
[ -n "$(pid_of_ghtui)" ] || { echo "soak.sh: ghtui did not start" >&2; exit 1; }
# A first frame with keys counts from a first key.
tmx send-keys -t soak j

KEYS=(j j j k k g G n p Tab BTab 1 2 3 4 5 6 7 Enter Enter Enter h h h Left Right l / / r i H S ? a f m
      t w ']' '[' '}' '{' v Escape o)
WORDS=(swift mona hello is:open "label:bug" zz)
RANDOM=$SEED
presses=0 hangs=0 crashes=0
titles=$WORK/titles
pid=$(pid_of_ghtui)
end=$((SECONDS + MINUTES * 60))
warmup=$((MINUTES * 6))
warmup=$((warmup < 20 ? 20 : warmup > 120 ? 120 : warmup))
warm_at=$((SECONDS + warmup))
rss_start= fds_start= warm_keys=
next_sample=$((SECONDS + 60))
samples=()
# The stack's depth: 1 (Home) until the trace says otherwise.
depth() { awk '$1 == "stack" { d = $4 } END { gsub(/[()]/, "", d); print d == "" ? 1 : d }' "$TRACE" 2>/dev/null || echo 1; }
press() {
    local before
    before=$(frames)
    tmx send-keys -t soak "$@"
    presses=$((presses + 1))
    for _ in $(seq 100); do [ "$(frames)" -gt "$before" ] && return 0; sleep 0.02; done
    # A key that changes nothing may draw nothing: a hang is a loop that takes no other key either.
    tmx send-keys -t soak j
    for _ in $(seq 100); do [ "$(frames)" -gt "$before" ] && return 0; sleep 0.02; done
    hangs=$((hangs + 1))
    echo "soak.sh: no frame within 2 s of key $presses ($*)" >&2
}
while [ $SECONDS -lt $end ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
        crashes=$((crashes + 1))
        echo "soak.sh: ghtui ended during the soak (key $presses)" >&2
        break
    fi
    if [ -z "$rss_start" ] && [ $SECONDS -ge $warm_at ]; then
        rss_start=$(rss "$pid")
        fds_start=$(fds "$pid")
        warm_keys=$presses
    fi
    if [ $SECONDS -ge $next_sample ]; then
        samples+=("$(($(rss "$pid") / 1024))/$(($(anon "$pid") / 1024))/$(depth)")
        next_sample=$((next_sample + 60))
    fi
    roll=$((RANDOM % 100))
    if [ $roll -lt 3 ]; then
        tmx resize-window -t soak -x $((60 + RANDOM % 100)) -y $((15 + RANDOM % 35))
        press j
    elif [ $roll -lt 8 ]; then
        # A click (press and release) or a wheel turn, at a random cell.
        x=$((33 + RANDOM % 80)) y=$((33 + RANDOM % 20)) button=$((RANDOM % 3))
        case $button in
        0) codes="20 23" ;; 1) codes="60" ;; *) codes="61" ;;
        esac
        for code in $codes; do tmx send-keys -t soak -H 1b 5b 4d "$code" "$(printf %02x $x)" "$(printf %02x $y)"; done
        press j
    elif [ $roll -lt 12 ]; then
        # A filter or a search, typed and ended with Enter or Escape.
        press /
        tmx send-keys -t soak -l "${WORDS[RANDOM % ${#WORDS[@]}]}"
        if ((RANDOM % 2)); then press Enter; else press Escape; sleep 0.05; fi
    else
        press "${KEYS[RANDOM % ${#KEYS[@]}]}"
    fi
    tmx display-message -p -t soak '#{pane_title}' >/dev/null
    tmx capture-pane -p -t soak | head -n1 | sed -E 's/ +(● [0-9]+\+? unread \(\S+\) · )?\? keys *$//; s/^ +//' >>"$titles"
done
rss_end=$(rss "$pid" 2>/dev/null || echo 0)
fds_end=$(fds "$pid" 2>/dev/null || echo 0)
retries=$(grep -c '^retry ' "$TRACE" || true)
depth_end=$(depth)
depth_max=$(awk 'BEGIN { m = 1 } $1 == "stack" { gsub(/[()]/, "", $4); if ($4 + 0 > m) m = $4 + 0 } END { print m }' "$TRACE")
stats=$(curl -s "$URL/_fakegithub/stats")
requests=$(jq '.total' <<<"$stats")
faults=$(jq -c '.chaosFaults' <<<"$stats")
# Out of whatever prompt the last keys left open (Esc, on its own: Esc then a key reads as Alt),
# then q, until the browser has ended.
for _ in $(seq 20); do
    tmx send-keys -t soak Escape
    sleep 0.3
    tmx send-keys -t soak q
    for _ in $(seq 25); do tmx capture-pane -p -t soak | grep -q EXITED: && break 2; sleep 0.02; done
done
status=$(tmx capture-pane -p -t soak | grep -o 'EXITED:[0-9]*' | head -n1)
alternate=$(tmx display-message -p -t soak '#{alternate_on}')
screens=$(sort -u "$titles" 2>/dev/null | grep -vc "^$" || true)
growth=$(awk -v a="${rss_start:-0}" -v b="$rss_end" 'BEGIN { if (a > 0) printf "%+.1f %%", (b - a) * 100 / a; else print "n/a" }')
echo "soak: $MINUTES min, seed $SEED, 15 % chaos"
echo "  key presses          $presses"
echo "  screens visited      $screens distinct breadcrumbs"
echo "  requests             $requests (chaos faults: $faults)"
echo "  retries              $retries (the client's, as the trace counts them)"
echo "  crashes              $crashes"
echo "  hangs (no frame 2 s) $hangs"
echo "  RSS after warm-up    $((${rss_start:-0} / 1024)) MB (at $warmup s, key ${warm_keys:-?}), at the end $((rss_end / 1024)) MB ($growth)"
echo "  each minute          ${samples[*]:-none} (RSS MB/of which anonymous MB/stack depth)"
echo "  stack depth          $depth_max at most, $depth_end at the end"
echo "  open descriptors     ${fds_start:-?} after warm-up, $fds_end at the end"
echo "  exit                 ${status:-none} (alternate screen left: $([ "$alternate" = 0 ] && echo yes || echo no))"
[ "$crashes" = 0 ] && [ "$hangs" = 0 ] && [ "$status" = EXITED:0 ] && [ "$alternate" = 0 ]
