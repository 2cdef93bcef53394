//! The rule set's reading and validation, problem by problem.

use kingdomino_core::duel::ruleset::*;
use kingdomino_core::kingdom::coats::FaceCodeError;

fn edit_default(from: &str, to: &str) -> String {
    assert!(
        DEFAULT_RULES_RON.contains(from),
        "default rules lack {from}"
    );
    DEFAULT_RULES_RON.replacen(from, to, 1)
}

fn problems_of(text: &str) -> Vec<String> {
    RuleSet::from_ron(text, "mod.ron").unwrap_err().problems
}

#[test]
fn the_builtin_rule_set_matches_the_rules_page() {
    let rules = RuleSet::builtin();
    let codes: Vec<_> = rules.coats().iter().map(|c| c.code.as_str()).collect();
    assert_eq!(codes, ["d", "dd", "s", "ss", "q", "b"]);
    let die_codes =
        |die: &Die| -> Vec<String> { die.faces.iter().map(|&f| rules.face_code(f)).collect() };
    assert_eq!(
        die_codes(&rules.dice()[0]),
        ["?", "d", "ss+", "s", "dd+", "d"]
    );
    assert_eq!(
        die_codes(&rules.dice()[1]),
        ["q", "s", "dd+", "ss+", "d", "b"]
    );
    assert_eq!(
        die_codes(&rules.dice()[2]),
        ["dd", "s", "b++", "q++", "d", "ss"]
    );
    assert_eq!(
        die_codes(&rules.dice()[3]),
        ["ss", "s+", "?", "s", "d+", "dd"]
    );
    let board = rules.board();
    assert_eq!((board.rows(), board.columns()), (5, 7));
    assert_eq!(board.row_column(board.castle()), (2, 3));
    let line = |code: &str| {
        rules.spell_lines()[rules
            .line_of_coat(rules.coat_by_code(code).unwrap())
            .unwrap()]
    };
    assert_eq!(
        (line("d").length, line("d").power),
        (5, Power::IgnoreConnection)
    );
    assert_eq!(
        (line("s").length, line("s").power),
        (5, Power::SeparateDice)
    );
    assert_eq!(
        (line("dd").length, line("dd").power),
        (4, Power::TakeTwoDice)
    );
    assert_eq!((line("ss").length, line("ss").power), (4, Power::TurnDie));
    assert_eq!((line("b").length, line("b").power), (3, Power::DomainBonus));
    assert_eq!((line("q").length, line("q").power), (3, Power::ExtraCross));
}

#[test]
fn an_unknown_coat_on_a_die_is_named_with_its_die_and_face() {
    let text = edit_default("\"b++\"", "\"x\"");
    let problems = problems_of(&text);
    assert_eq!(problems, ["die 3 face 3: unknown coat `x`"]);
    let error = RuleSet::from_ron(&text, "mods/x.ron").unwrap_err();
    assert_eq!(
        error.to_string(),
        "mods/x.ron: die 3 face 3: unknown coat `x`"
    );
}

#[test]
fn a_castle_outside_the_map_is_refused() {
    let problems = problems_of(&edit_default(
        "castle: (row: 3, column: 4)",
        "castle: (row: 6, column: 4)",
    ));
    assert_eq!(
        problems,
        ["map: the castle (row 6, column 4) is outside the 5 x 7 map"]
    );
}

#[test]
fn a_spellbook_line_of_length_zero_is_refused() {
    let problems = problems_of(&edit_default("length: 5", "length: 0"));
    assert_eq!(
        problems,
        ["spellbook line 1 (`d`): length 0 must be from 1 to 255"]
    );
}

#[test]
fn two_lines_with_one_power_are_refused() {
    let problems = problems_of(&edit_default(
        "power: SeparateDice",
        "power: IgnoreConnection",
    ));
    assert_eq!(
        problems,
        ["spellbook line 2 (`s`): the power IgnoreConnection is already given by another line"]
    );
}

#[test]
fn the_draft_needs_four_dice_and_a_die_one_face() {
    let text = edit_default("[\"ss\", \"s+\", \"?\", \"s\", \"d+\", \"dd\"],", "");
    assert_eq!(
        problems_of(&text),
        ["dice: there are 3, the draft needs exactly 4"]
    );
    let text = edit_default("[\"ss\", \"s+\", \"?\", \"s\", \"d+\", \"dd\"]", "[\"s\"]");
    assert!(RuleSet::from_ron(&text, "one-face.ron").is_ok());
}

#[test]
fn a_syntax_error_gives_its_line_and_column() {
    let error = RuleSet::from_ron("(\n  id: \"x\",\n  coats: [oops],\n)", "syntax.ron")
        .expect_err("a syntax error");
    assert_eq!(error.problems.len(), 1);
    assert_eq!(error.position.map(|(line, _)| line), Some(3));
    assert!(error.to_string().starts_with("syntax.ron:3:"), "{error}");
}

#[test]
fn face_codes_round_trip() {
    let rules = RuleSet::builtin();
    for code in ["?", "d", "ss+", "b++", "q"] {
        assert_eq!(rules.face_code(rules.parse_face(code).unwrap()), code);
    }
    assert_eq!(
        rules.parse_face("x+"),
        Err(FaceCodeError::UnknownCoat("x".into()))
    );
    assert_eq!(rules.parse_face(""), Err(FaceCodeError::Empty));
}
