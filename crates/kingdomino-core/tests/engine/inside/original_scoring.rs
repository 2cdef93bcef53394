//! The original game's kingdoms scored: domains, crowns, the Middle Kingdom and Harmony.

use kingdomino_core::original::kingdom_text::parse_kingdom;
use kingdomino_core::original::rule_set::OriginalRules;
use kingdomino_core::original::scoring::*;

fn sheet_of(text: &str) -> KingdomSheet {
    let rules = OriginalRules::builtin();
    let kingdom = parse_kingdom(&rules, text).expect("a kingdom");
    score_kingdom(
        &kingdom.board,
        &kingdom.map,
        rules.terrains().len(),
        kingdom.bonuses,
    )
}

/// KINGDOMINO.md's example, counted as the page counts it.
const EXAMPLE: &str = "; a small kingdom
.   .   .   .   .
.   w   w*  l   .
.   g** #   g   .
.   f   f*  .   .
.   .   .   .   .
bonus: middle harmony
";

#[test]
fn the_page_s_example_scores_16() {
    let sheet = sheet_of(EXAMPLE);
    assert_eq!(sheet.total, 16);
    assert_eq!(sheet.middle_points, MIDDLE_POINTS);
    assert_eq!(sheet.harmony_points, 0, "the grid is not full");
    assert_eq!(sheet.largest_domain, 2);
    assert_eq!(sheet.crowns, 4);
    let mut points: Vec<(u32, u32, u32)> = sheet
        .domains
        .iter()
        .map(|domain| (domain.size, domain.crosses, domain.points))
        .collect();
    points.sort();
    // The lake and the lone crownless grassland, the crowned grassland, wheat, forest.
    assert_eq!(
        points,
        [(1, 0, 0), (1, 0, 0), (1, 2, 2), (2, 1, 2), (2, 1, 2)]
    );
}

#[test]
fn the_options_count_only_when_on() {
    let without = EXAMPLE.replace("bonus: middle harmony\n", "");
    assert_eq!(sheet_of(&without).total, 6);
    assert_eq!(sheet_of(&without).middle_points, 0);
}

#[test]
fn the_castle_off_centre_earns_no_middle_bonus() {
    // The forest a row further down: the rectangle's rows are 2 to 5, the castle's 3.
    let moved = EXAMPLE.replace(
        ".   f   f*  .   .\n.   .   .   .   .",
        ".   .   .   .   .\n.   f   f*  .   .",
    );
    let sheet = sheet_of(&moved);
    assert_eq!(sheet.middle_points, 0);
    assert_eq!(sheet.total, 6);
}

#[test]
fn a_full_grid_earns_harmony() {
    let full = "w w w w w\nw w w w w\nw w # w w\nw w w w w\nw w w w m*\nbonus: harmony\n";
    let sheet = sheet_of(full);
    assert_eq!(sheet.harmony_points, HARMONY_POINTS);
    // 23 wheat without a crown, the crowned mine alone.
    assert_eq!(sheet.total, 1 + HARMONY_POINTS);
    assert_eq!(sheet.largest_domain, 23);
}

#[test]
fn the_castle_may_stand_anywhere_on_the_grid() {
    let corner = "# w* w . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n";
    let sheet = sheet_of(corner);
    assert_eq!(sheet.total, 2);
    assert!(!castle_in_the_middle(
        &parse_kingdom(&OriginalRules::builtin(), corner)
            .unwrap()
            .board,
        &parse_kingdom(&OriginalRules::builtin(), corner)
            .unwrap()
            .map
    ));
}

fn error_of(text: &str) -> String {
    parse_kingdom(&OriginalRules::builtin(), text)
        .expect_err("refused")
        .to_string()
}

#[test]
fn problems_name_their_line_and_column() {
    let cases = [
        (
            EXAMPLE.replace(".   w   w*  l   .", ".   w   w*  l"),
            "line 3: this row has 4 cells, the first has 5",
        ),
        (
            EXAMPLE.replace("w*", "x*"),
            "line 3, column 3: unknown cell `x*` (no terrain `x`; a cell is `.`, `#` or a \
             terrain's code with a `*` per crown)",
        ),
        (
            EXAMPLE.replace("l   .", "#   ."),
            "line 4, column 3: a second castle (the first is on line 3, column 4)",
        ),
        (EXAMPLE.replace("#", "."), "line 7: there is no castle `#`"),
        (
            EXAMPLE.replace("f*", "f****"),
            "line 5, column 3: `f****` has more than 3 crowns",
        ),
        (
            EXAMPLE.replace("harmony", "dynasty"),
            "line 7: unknown bonus `dynasty` (the bonuses are `middle` and `harmony`)",
        ),
        (
            format!(
                "{}. . . . .\n",
                EXAMPLE.replace("bonus: middle harmony\n", "")
            ),
            "line 7: more than 5 rows of cells",
        ),
        (
            "# . .\n. . .\n. . .\n".to_string(),
            "line 3: the grid is 3 rows of 3 cells; a kingdom is 5 rows of 5 cells (or 7 \
             of 7)",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(error_of(&text), expected, "{text}");
    }
}
