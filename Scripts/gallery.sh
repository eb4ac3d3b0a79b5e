#!/bin/sh
# Pictures of real Interface Builder scenes from the corpus (Tests/Fixtures/ibcorpus), drawn by
# `layoutstore render`, and docs/gallery.md showing them. Run by `make gallery`:
#   Scripts/gallery.sh LAYOUTSTORE OUTPUT_FOLDER
set -eu
layoutstore=$1
out=$2
corpus=Tests/Fixtures/ibcorpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
page=docs/gallery.md

cat > "$page" <<'HEAD'
# Gallery

Real scenes from the corpus of open-source Interface Builder documents (`Tests/Fixtures/ibcorpus`,
each file under its project's licence, see its `MANIFEST.tsv`), imported with `layoutstore
import` and drawn with `layoutstore render` at 2 pixels per point. `make gallery` makes every
picture and this page again; the command under each picture is the one that drew it.

HEAD

# file | project | render options | what it shows
while IFS='|' read -r file project options caption; do
    [ -n "$file" ] || continue
    name=$(echo "$project$options" | tr -c 'A-Za-z0-9\n' '-' | sed 's/--*/-/g; s/-$//' | tr 'A-Z' 'a-z')
    store="$work/$name.db"
    "$layoutstore" --store "$store" import "$corpus/$file" -m "from the corpus" > /dev/null
    # shellcheck disable=SC2086
    "$layoutstore" --store "$store" --project "$project" render $options --scale 2 -o "$out/$name.png"
    {
        echo "## $caption"
        echo
        echo "\`$file\`, scene \`$project\`:"
        echo
        echo "\`\`\`sh"
        echo "layoutstore import $file"
        echo "layoutstore --project $project render ${options:+$options }--scale 2 -o $name.png"
        echo "\`\`\`"
        echo
        echo "![$caption](gallery/$name.png)"
        echo
    } >> "$page"
    echo "$out/$name.png"
done <<'LIST'
ReactiveX__RxSwift__RxExample__RxExample__Examples__GitHubSignup__GitHubSignup1.storyboard|GitHubSignupViewController1||A sign-up form at its design size: placeholders in the text fields, a button's title, margins
ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard|CalculatorViewController|--device iphone-15|A calculator on an iPhone 15: equal widths and heights, ratio multipliers, titles at the document's font size
scenee__FloatingPanel__Examples__Maps__Maps__Base.lproj__Main.storyboard|MainViewController|--device ipad-11 --landscape|A map screen on an 11-inch iPad in landscape
SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib|MessageView||A card view from a xib: stack views, priorities and inequalities
SVProgressHUD__SVProgressHUD__Demo__Base.lproj__Main.storyboard|ViewController|--device iphone-se-1st|A demo screen of buttons and sliders on the iPhone SE (1st generation): 320 points wide
hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__ScrollView.storyboard|ScrollViewController|--device ipad-mini|A scroll view of text fields on an iPad mini: the scroll view, its content view and the root share one tag
patchthecode__JTAppleCalendar__SampleJTAppleCalendar__Main.storyboard|TestViewController|--rtl|A calendar laid out right to left: leading and trailing flip
firebase__quickstart-ios__firestore__FirestoreExample__Base.lproj__Main.storyboard|RestaurantsTableViewController||A conflict: only the document's constraint in the unsatisfiable set is red (the one Auto Layout breaks is the stack view's own, never stored, so nothing is crossed), not the views around it
AssistoLab__DropDown__Demo__Base.lproj__Main.storyboard|ViewController||Ambiguous views, drawn where they were placed, each naming what its constraints leave open
firebase__quickstart-ios__firestore__FirestoreExample__Base.lproj__Main.storyboard|RestaurantTableViewCell||A table view cell: labels in the document's fonts, an image view
LIST
