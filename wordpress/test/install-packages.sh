#!/usr/bin/env bash
# Debian's WordPress, MariaDB and PHP for the WordPress integration test (wordpress/test/). Used by .ci/run and by
# the test itself when it runs as root. PHP's built-in server serves WordPress (no Apache needed).
set -euo pipefail
missing=()
[ -d /usr/share/wordpress/wp-includes ] || missing+=(wordpress)
command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
php -m 2>/dev/null | grep -qx mysqli || missing+=(php-mysql)
php -m 2>/dev/null | grep -qx gd || missing+=(php-gd)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "wordpress test: installing ${missing[*]} (Debian packages)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends wordpress mariadb-server mariadb-client php-cli php-mysql php-gd >/dev/null
