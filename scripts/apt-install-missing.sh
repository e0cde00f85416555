# Sourced by the setup scripts. install_missing LABEL PACKAGE...: installs
# the Debian packages that are not installed yet (as root), and nothing when
# all are, so that the scripts stay idempotent and quick to rerun.
install_missing() {
  local label="$1"
  shift
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
      grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "$label: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}
