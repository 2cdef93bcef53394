//! The Duel's maps written as text and read back.

use kingdomino_core::duel::RuleSet;
use kingdomino_core::duel::map_text::*;

const EXAMPLE: &str = "; a small kingdom
.   .   .   .   .   .   .
.   d   d+  s   .   .   .
.   q++ q   #   ss  ss  .
.   .   .   b   .   .   .
.   .   .   .   .   .   .
bonus: q
";

#[test]
fn written_maps_read_back_the_same() {
    let rules = RuleSet::builtin();
    let parsed = parse_map(&rules, EXAMPLE).unwrap();
    let written = format_map(&rules, &parsed.map, parsed.bonus_coat);
    assert_eq!(parse_map(&rules, &written).unwrap(), parsed);
    assert!(written.ends_with("bonus: q\n"));
}

fn error_of(text: &str) -> String {
    parse_map(&RuleSet::builtin(), text)
        .unwrap_err()
        .to_string()
}

#[test]
fn problems_name_their_line() {
    let cases = [
        (
            EXAMPLE.replace("d+  s", "d+"),
            "3: row 2 has 6 squares, expected 7",
        ),
        (
            EXAMPLE.replace("d+", "x+"),
            "3: row 2 column 3: unknown code `x+` (no coat `x`; use `.`, `#` or a coat code with `+` per cross)",
        ),
        (
            EXAMPLE.replace("q   #", "q   ."),
            "4: row 3 column 4: expected the castle `#`, found `.`",
        ),
        (
            EXAMPLE.replace("bonus: q", "bonus: zz"),
            "7: bonus: unknown coat `zz`",
        ),
        (
            EXAMPLE.replace(".   .   .   b", "?   .   .   b"),
            "5: row 4 column 1: a drawn square shows the coat chosen for the joker, not `?`",
        ),
        (
            "; nothing\n".to_string(),
            "1: the map has 0 rows of squares, expected 5",
        ),
        (
            format!("{EXAMPLE}. . . . . . .\n"),
            "8: more than 5 rows of squares",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(error_of(&text), expected);
    }
}
