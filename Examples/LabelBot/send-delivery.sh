#!/usr/bin/env bash
# Sends a webhook delivery as GitHub does: EVENT with the JSON payload FILE, signed with
# $WEBHOOK_SECRET in X-Hub-Signature-256, to the bot at URL (default http://127.0.0.1:3000/webhook).
# DELIVERY_ID sets X-GitHub-Delivery (a new one by default): send the same one twice to see a
# redelivery ignored.
#
#   WEBHOOK_SECRET=s3cret ./send-delivery.sh issues Payloads/issues-opened.json
set -euo pipefail
if (($# < 2)) || [[ -z "${WEBHOOK_SECRET:-}" ]]; then
    echo "usage: WEBHOOK_SECRET=... $0 EVENT PAYLOAD.json [URL]" >&2
    exit 64
fi
event=$1 file=$2 url=${3:-http://127.0.0.1:3000/webhook}
delivery=${DELIVERY_ID:-$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)}
# openssl takes the secret as an argument, visible in the process list for a moment: fine for a
# test secret on your own machine, not for production's.
signature=$(openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" <"$file" | sed 's/^.*= //')
curl --silent --show-error --write-out ' (HTTP %{http_code})\n' \
    -H "Content-Type: application/json" -H "X-GitHub-Event: $event" -H "X-GitHub-Delivery: $delivery" \
    -H "X-Hub-Signature-256: sha256=$signature" --data-binary "@$file" "$url"
