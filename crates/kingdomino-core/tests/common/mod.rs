//! Shared helpers for the tests: small rule sets, rule set files, maps from text and turn drivers.
#![allow(dead_code)] // each test file uses its own part of these helpers

use kingdomino_core::duel::map_text::parse_map;
use kingdomino_core::duel::ruleset::DEFAULT_RULES_RON;
use kingdomino_core::duel::{Action, Drawing, GameState, PlacementPowers, RuleSet, SeatNumber};
use kingdomino_core::kingdom::{Cell, Map};
use proptest::prelude::*;

/// A real file with a few bytes changed and sometimes cut short (a fuzzing strategy). Half the
/// changes keep the syntax (a digit becomes another digit, anything else stays), so many copies
/// still parse and reach a reader's deeper checks: a save's replay, a rule set's validation.
pub fn damaged(original: Vec<u8>) -> impl Strategy<Value = Vec<u8>> {
    let length = original.len();
    let edit = (0..length, any::<u8>(), any::<bool>());
    let cut = prop::option::weighted(0.3, 0..=length);
    (prop::collection::vec(edit, 1..4), cut).prop_map(move |(edits, cut)| {
        let mut bytes = original.clone();
        for (at, byte, keep_the_syntax) in edits {
            if !keep_the_syntax {
                bytes[at] = byte;
            } else if bytes[at].is_ascii_digit() {
                bytes[at] = b'0' + byte % 10;
            }
        }
        if let Some(keep) = cut {
            bytes.truncate(keep);
        }
        bytes
    })
}

/// A file of the repository (the workspace's root, whichever crate's tests ask), by its path there.
pub fn repository_file(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|folder| folder.join("Cargo.lock").is_file())
        .expect("the tests run inside the repository")
        .join(path)
}

/// A rule set file of the repository (an example mod's, a test's), by its path there.
pub fn rules_file(path: &str) -> RuleSet {
    let path = repository_file(path);
    let text = std::fs::read_to_string(&path).expect("the rule set file");
    RuleSet::from_ron(&text, &path.display().to_string()).expect("a valid rule set")
}

pub fn default_rules() -> RuleSet {
    RuleSet::builtin()
}

/// The default rule set with other dice (face codes) and spellbook line lengths
/// (`d`, `s`, `dd`, `ss`, `b`, `q`), so a test controls every roll and power.
pub fn rules_with(dice: [&[&str]; 4], line_lengths: [u32; 6]) -> RuleSet {
    RuleSet::from_ron(&rules_text_with(dice, line_lengths), "test.ron")
        .expect("test rule set is valid")
}

/// The text of [`rules_with`]'s rule set, for tests that change more of it.
pub fn rules_text_with(dice: [&[&str]; 4], line_lengths: [u32; 6]) -> String {
    let dice_text: Vec<String> = dice
        .iter()
        .map(|faces| {
            let quoted: Vec<String> = faces.iter().map(|face| format!("\"{face}\"")).collect();
            format!("[{}]", quoted.join(", "))
        })
        .collect();
    let start = DEFAULT_RULES_RON.find("    dice: [").unwrap();
    let end = DEFAULT_RULES_RON.find("    map:").unwrap();
    let mut text = format!(
        "{}    dice: [{}],\n{}",
        &DEFAULT_RULES_RON[..start],
        dice_text.join(", "),
        &DEFAULT_RULES_RON[end..]
    );
    for (code, length) in ["d", "s", "dd", "ss", "b", "q"].iter().zip(line_lengths) {
        let default_length = match *code {
            "d" | "s" => 5,
            "dd" | "ss" => 4,
            _ => 3,
        };
        let from = format!("(coat: \"{code}\", length: {default_length},");
        let to = format!("(coat: \"{code}\", length: {length},");
        text = text.replacen(&from, &to, 1);
    }
    text
}

/// [`rules_with`] with one option of the rule set changed, e.g. `("game_end", "NobodyCouldDraw")`.
pub fn rules_with_option(
    dice: [&[&str]; 4],
    line_lengths: [u32; 6],
    (option, value): (&str, &str),
) -> RuleSet {
    let text = rules_text_with(dice, line_lengths);
    let start = text
        .find(&format!("{option}: "))
        .expect("the default rule set names every option");
    let end = start + text[start..].find(',').expect("options end with a comma");
    let text = format!("{}{option}: {value}{}", &text[..start], &text[end..]);
    RuleSet::from_ron(&text, "test.ron").expect("test rule set is valid")
}

/// Every die shows this one face.
pub fn rules_all_dice(face: &str, line_lengths: [u32; 6]) -> RuleSet {
    rules_with([&[face], &[face], &[face], &[face]], line_lengths)
}

pub const DEFAULT_LINES: [u32; 6] = [5, 5, 4, 4, 3, 3];

pub fn map(rules: &RuleSet, text: &str) -> Map {
    parse_map(rules, text).expect("test map is valid").map
}

pub const EMPTY_MAP: &str = "
. . . . . . .
. . . . . . .
. . . # . . .
. . . . . . .
. . . . . . .
";

/// The cell at a 1-based row and column.
pub fn cell(rules: &RuleSet, row: u8, column: u8) -> Cell {
    rules
        .board()
        .cell(row - 1, column - 1)
        .expect("cell on the map")
}

pub fn draw(rules: &RuleSet, first: (u8, u8), second: (u8, u8)) -> Action {
    draw_with(rules, first, second, PlacementPowers::NONE)
}

pub fn draw_with(
    rules: &RuleSet,
    first: (u8, u8),
    second: (u8, u8),
    powers: PlacementPowers,
) -> Action {
    Action::Draw(Drawing {
        cells: [
            cell(rules, first.0, first.1),
            cell(rules, second.0, second.1),
        ],
        powers,
    })
}

pub fn act(state: &mut GameState, rules: &RuleSet, action: Action) {
    if let Err(error) = state.apply(rules, action) {
        panic!("{action:?} refused: {error} (step {:?})", state.step());
    }
}

/// Drafts in die order: A takes die 0, B takes 1 and 2, A gets 3.
pub fn draft_in_order(state: &mut GameState, rules: &RuleSet) {
    for die in 0..3 {
        act(state, rules, Action::TakeDie { die });
    }
}

/// A new game whose first player A is `seat`, with these maps.
pub fn game_with_a(rules: &RuleSet, seat: SeatNumber, maps: [Map; 2]) -> GameState {
    let seed = (0..)
        .find(|&seed| GameState::new(rules, seed).player_a() == seat)
        .unwrap();
    GameState::new(rules, seed).with_maps(maps)
}

/// A new game on empty maps, seat 0 as A, drafted in die order.
pub fn drafted_on_empty_maps(rules: &RuleSet) -> GameState {
    let empty = map(rules, EMPTY_MAP);
    let mut state = game_with_a_first(rules, [empty, empty]);
    draft_in_order(&mut state, rules);
    state
}

/// A new game whose player A is seat 0, with these maps.
pub fn game_with_a_first(rules: &RuleSet, maps: [Map; 2]) -> GameState {
    game_with_a(rules, SeatNumber::FIRST, maps)
}

/// A new game whose first player A is seat 0 and whose first roll shows `face` on `die`.
pub fn game_rolling(rules: &RuleSet, die: usize, face: u8, maps: [Map; 2]) -> GameState {
    let seed = (0..)
        .find(|&seed| {
            let state = GameState::new(rules, seed);
            state.player_a() == SeatNumber::FIRST && state.roll()[die] == face
        })
        .unwrap();
    GameState::new(rules, seed).with_maps(maps)
}

/// A Duel's room's game, played with `rules`.
pub fn duel_game(rules: &std::sync::Arc<RuleSet>) -> kingdomino_core::online::RoomGame {
    kingdomino_core::games::ForGame::Duel(kingdomino_core::online::Ruled {
        rules: std::sync::Arc::clone(rules),
        options: kingdomino_core::duel::NoOptions,
    })
}
