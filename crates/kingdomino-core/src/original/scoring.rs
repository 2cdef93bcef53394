//! A kingdom's count: its domains (the Duel's, a terrain's squares times their crowns), the
//! options' bonuses, and what breaks a tie (the largest domain, then the crowns).

use serde::{Deserialize, Serialize};

use super::kingdom_text::Bonuses;
use crate::kingdom::board::Board;
use crate::kingdom::{CoatId, Domain, Map, for_each_domain};

/// Middle Kingdom: the castle at the centre of the kingdom.
pub const MIDDLE_POINTS: u32 = 10;
/// Harmony: the whole grid filled.
pub const HARMONY_POINTS: u32 = 5;

/// A kingdom's count, domain by domain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingdomSheet {
    /// Every domain, those without a crown (worth nothing) included.
    pub domains: Vec<Domain>,
    pub middle_points: u32,
    pub harmony_points: u32,
    pub total: u32,
    /// The first tie-break: the most squares in one domain.
    pub largest_domain: u32,
    /// The second tie-break: the crowns in the whole kingdom.
    pub crowns: u32,
}

/// The count of a kingdom of `terrains` kinds of square on `board`, with the options that are
/// on.
pub fn score_kingdom(board: &Board, map: &Map, terrains: usize, bonuses: Bonuses) -> KingdomSheet {
    let mut domains = Vec::new();
    let kinds = (0..terrains.min(usize::from(u8::MAX)) as u8).map(CoatId);
    for_each_domain(board, map, kinds, |domain| domains.push(domain));
    let middle_points = if bonuses.middle && castle_in_the_middle(board, map) {
        MIDDLE_POINTS
    } else {
        0
    };
    let harmony_points = if bonuses.harmony && map.is_full(board) {
        HARMONY_POINTS
    } else {
        0
    };
    KingdomSheet {
        total: middle_points + harmony_points + domains.iter().map(|d| d.points).sum::<u32>(),
        largest_domain: domains.iter().map(|d| d.size).max().unwrap_or(0),
        crowns: map.crosses_in(map.drawn()),
        domains,
        middle_points,
        harmony_points,
    }
}

/// Whether the castle is the centre square of the smallest rectangle holding it and every
/// square of the kingdom (a rectangle of an odd number of rows and of columns).
pub fn castle_in_the_middle(board: &Board, map: &Map) -> bool {
    let castle = board.castle();
    let (castle_row, castle_column) = board.row_column(castle);
    let (mut top, mut bottom, mut left, mut right) =
        (castle_row, castle_row, castle_column, castle_column);
    for cell in crate::kingdom::board::cells_of(map.drawn()) {
        let (row, column) = board.row_column(cell);
        top = top.min(row);
        bottom = bottom.max(row);
        left = left.min(column);
        right = right.max(column);
    }
    castle_row - top == bottom - castle_row && castle_column - left == right - castle_column
}

#[cfg(test)]
mod tests {
    use super::super::kingdom_text::parse_kingdom;
    use super::super::rule_set::OriginalRules;
    use super::*;

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
}
