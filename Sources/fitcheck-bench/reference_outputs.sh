#!/bin/bash
# reference_outputs.sh REPO OUT: every output of REPO's debug fitcheck (built with `swift build`) that a
# change without a change of behaviour must keep byte for byte: the demo in every format and its
# pictures' md5s, budget, try, measure, the shared corpus, the generated 1,000-key catalog in every
# format, with --cells, with a baseline and as merged shards.
# Run it on a checkout before the change and on one after, into two folders; diff -r must print nothing.
set -u
export FITCHECK_PROGRESS_INTERVAL=1000000   # no timed progress lines in the outputs compared
REPO=$(cd "$1" && pwd); mkdir -p "$2"; OUT=$(cd "$2" && pwd)
B="$REPO/.build/debug/fitcheck"; BENCH="$REPO/.build/debug/fitcheck-bench"
[ -x "$B" ] || { echo "reference_outputs.sh: no $B: build first (cd $REPO && swift build)" >&2; exit 2; }
CORPUS=${FITCHECK_CORPUS:-$REPO/../shared/corpus}
CAT1000=${FITCHECK_COMPARE_CATALOG:-${TMPDIR:-/tmp}/fitcheck-compare-Bench1000.xcstrings}
[ -f "$CAT1000" ] || "$BENCH" generate --keys 1000 --out "$CAT1000" >/dev/null
cd "$REPO"
st() { echo "$1 exit $2" >> "$OUT/status.txt"; }
rm -rf .fitcheck-ref; mkdir -p .fitcheck-ref
# the demo, every format, with pictures
$B --matrix Matrix/default.json --png-dir .fitcheck-ref/png --report text:.fitcheck-ref/demo.txt \
   --report json:.fitcheck-ref/demo.json --report junit:.fitcheck-ref/demo.xml \
   --report sarif:.fitcheck-ref/demo.sarif --report github:.fitcheck-ref/demo.github >/dev/null 2>&1; st demo $?
(cd .fitcheck-ref/png && find . -type f | sort | xargs md5sum) > .fitcheck-ref/demo-png.md5
rm -rf .fitcheck-ref/png   # the pictures are compared by their md5s
# budget, try, measure
$B budget --matrix Matrix/default.json > .fitcheck-ref/budget.txt 2>&1; st budget $?
$B budget --matrix Matrix/default.json --format json > .fitcheck-ref/budget.json 2>&1; st budget-json $?
$B budget --matrix Matrix/default.json --format csv --lang de > .fitcheck-ref/budget.csv 2>&1; st budget-csv $?
$B try --matrix Matrix/default.json --key tight.tab.settings --lang de "Einstellungen" > .fitcheck-ref/try.txt 2>&1; st try $?
$B try --matrix Matrix/default.json --key tight.tab.settings --lang de "Benachrichtigungseinstellungen" --json > .fitcheck-ref/try.json 2>&1; st try-json $?
$B measure "नई सूचनाओं के लिए सेटिंग्स प्रबंधित करें" --lang hi --width 120 > .fitcheck-ref/measure-hi.txt 2>&1; st measure-hi $?
$B measure "Benachrichtigungen für neue Nachrichten verwalten" --lang de --width 200 --lines 2 > .fitcheck-ref/measure-de.txt 2>&1; st measure-de $?
# the corpus
for c in $(ls $CORPUS | grep -v README); do
  $B --catalog "$CORPUS/$c" --images none --report json:.fitcheck-ref/corpus-$c.json > .fitcheck-ref/corpus-$c.txt 2>&1; st "corpus-$c" $?
done
# the 1,000-key catalog in every format, --cells, a baseline, shards merged
$B --matrix Matrix/default.json --catalog $CAT1000 --images none --report text:.fitcheck-ref/k1000.txt \
   --report json:.fitcheck-ref/k1000.json --report junit:.fitcheck-ref/k1000.xml \
   --report sarif:.fitcheck-ref/k1000.sarif --report github:.fitcheck-ref/k1000.github >/dev/null 2>&1; st k1000 $?
$B --matrix Matrix/default.json --catalog $CAT1000 --images none --cells --report json:.fitcheck-ref/k1000-cells.json >/dev/null 2>&1; st k1000-cells $?
$B --matrix Matrix/default.json --catalog $CAT1000 --images none --update-baseline .fitcheck-ref/baseline.json >/dev/null 2>&1; st baseline $?
$B --matrix Matrix/default.json --catalog $CAT1000 --images none --baseline .fitcheck-ref/baseline.json > .fitcheck-ref/with-baseline.txt 2>&1; st with-baseline $?
for i in 1 2 3; do
  $B --matrix Matrix/default.json --catalog $CAT1000 --images none --shard $i/3 --report json:.fitcheck-ref/shard$i.json >/dev/null 2>&1; st shard$i $?
done
$B merge .fitcheck-ref/shard1.json .fitcheck-ref/shard2.json .fitcheck-ref/shard3.json --report json:.fitcheck-ref/merged.json \
   --report text:.fitcheck-ref/merged.txt >/dev/null 2>&1; st merge $?
cp -r .fitcheck-ref/. "$OUT"/; rm -rf .fitcheck-ref
