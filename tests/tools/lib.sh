# Shared by the shell tests of tests/tools: a scratch folder removed on exit ($tmp), and
# `check STATUS MESSAGE`, which records a failure (fail=1) and prints MESSAGE when STATUS is not 0
# (the tests go on after a failed check, so one run reports every failure).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {  # check CONDITION-EXIT-CODE MESSAGE
  if [ "$1" != 0 ]; then
    echo "FAIL: $2"
    fail=1
  fi
}
