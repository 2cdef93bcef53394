use kingdomino_core::kingdom::CoatId;
use kingdomino_core::original::rule_set::*;

/// The shipped file with one passage changed.
fn changed(from: &str, to: &str) -> String {
    assert!(
        ORIGINAL_RULES_RON.contains(from),
        "the file has no `{from}`"
    );
    ORIGINAL_RULES_RON.replacen(from, to, 1)
}

fn problems_of(text: &str) -> Vec<String> {
    OriginalRules::from_ron(text, "test.rules.ron")
        .expect_err("the rule set is refused")
        .problems
}

fn terrain(rules: &OriginalRules, code: &str) -> CoatId {
    let index = rules
        .terrains()
        .iter()
        .position(|terrain| terrain.code == code)
        .expect("a terrain of the box");
    CoatId(index as u8)
}

/// The checks KINGDOMINO.md makes on its table of dominoes: 96 squares and 39 crowns, terrain
/// by terrain.
#[test]
fn the_box_s_48_dominoes_have_its_squares_and_crowns() {
    let rules = OriginalRules::builtin();
    let numbers: Vec<u8> = rules
        .dominoes()
        .iter()
        .map(|domino| domino.number)
        .collect();
    assert_eq!(numbers, (1..=48).collect::<Vec<u8>>());
    let squares: Vec<Square> = rules
        .dominoes()
        .iter()
        .flat_map(|domino| domino.squares)
        .collect();
    assert_eq!(squares.len(), 96);
    let expected = [
        ("w", 26, 5),
        ("f", 22, 6),
        ("l", 18, 6),
        ("g", 14, 6),
        ("s", 10, 6),
        ("m", 6, 10),
    ];
    for (code, count, crowns) in expected {
        let id = terrain(&rules, code);
        let of_terrain = squares.iter().filter(|square| square.terrain == id);
        assert_eq!(of_terrain.clone().count(), count, "squares of `{code}`");
        let crowned: u32 = of_terrain.map(|square| u32::from(square.crowns)).sum();
        assert_eq!(crowned, crowns, "crowns on `{code}`");
    }
    let all_crowns: u32 = squares.iter().map(|square| u32::from(square.crowns)).sum();
    assert_eq!(all_crowns, 39);
    // Spot checks against the table: the plainest, one crowned, the richest.
    assert_eq!(rules.square_code(rules.dominoes()[0].squares[0]), "w");
    let codes = |number: usize| {
        rules.dominoes()[number - 1]
            .squares
            .map(|square| rules.square_code(square))
    };
    assert_eq!(codes(25), ["f*", "w"]);
    assert_eq!(codes(46), ["s", "m**"]);
    assert_eq!(codes(48), ["w", "m***"]);
}

#[test]
fn each_number_of_players_is_set_up_as_the_box_says() {
    let rules = OriginalRules::builtin();
    assert_eq!(rules.player_counts().collect::<Vec<u8>>(), [2, 3, 4]);
    // (players, Mighty Duel) → (dominoes, kings each, a line, rounds, the kingdom's side).
    let expected = [
        ((2, false), (24, 2, 4, 6, 5)),
        ((3, false), (36, 1, 3, 12, 5)),
        ((4, false), (48, 1, 4, 12, 5)),
        ((2, true), (48, 2, 4, 12, 7)),
    ];
    for ((players, mighty), (dominoes, kings, line, rounds, side)) in expected {
        let setup = rules.setup(players, mighty).expect("a set-up");
        assert_eq!(
            (
                setup.dominoes,
                setup.kings_each,
                setup.line(),
                setup.rounds(),
                rules.kingdom(mighty)
            ),
            (dominoes, kings, line, rounds, side),
            "{players} players, Mighty Duel {mighty}"
        );
    }
    assert_eq!(rules.setup(5, false), None);
    assert_eq!(rules.setup(3, true), None);
}

#[test]
fn a_domino_s_squares_must_be_two_known_terrains_with_at_most_three_crowns() {
    let problems = problems_of(&changed("(25, \"f* w\")", "(25, \"x* w\")"));
    assert_eq!(problems, ["domino 25 (number 25): unknown terrain `x`"]);
    let problems = problems_of(&changed("(48, \"w m***\")", "(48, \"w m****\")"));
    assert_eq!(
        problems,
        ["domino 48 (number 48): `m****` has more than 3 crowns"]
    );
    let problems = problems_of(&changed("(1, \"w w\")", "(1, \"w\")"));
    assert_eq!(
        problems,
        ["domino 1 (number 1): `w` must be two squares' codes, such as `f* w`"]
    );
}

#[test]
fn numbers_are_each_used_once() {
    let problems = problems_of(&changed("(2, \"w w\")", "(1, \"w w\")"));
    assert_eq!(
        problems,
        ["domino 2 (number 1): an earlier domino has this number"]
    );
    let problems = problems_of(&changed("(2, \"w w\")", "(0, \"w w\")"));
    assert_eq!(
        problems,
        ["domino 2 (number 0): the number must be from 1 to 255"]
    );
}

#[test]
fn a_set_up_deals_whole_lines_from_the_dominoes_there_are() {
    let problems = problems_of(&changed(
        "(players: 3, dominoes: 36, kings_each: 1)",
        "(players: 3, dominoes: 35, kings_each: 1)",
    ));
    assert_eq!(
        problems,
        ["setup 2 (3 players): 35 dominoes are not two or more whole lines of 3 (one a king)"]
    );
    let problems = problems_of(&changed(
        "(players: 4, dominoes: 48, kings_each: 1)",
        "(players: 4, dominoes: 52, kings_each: 1)",
    ));
    assert_eq!(
        problems,
        ["setup 3 (4 players): uses 52 dominoes, there are 48"]
    );
    let problems = problems_of(&changed(
        "(players: 4, dominoes: 48, kings_each: 1)",
        "(players: 5, dominoes: 48, kings_each: 1)",
    ));
    assert_eq!(
        problems,
        [
            "setup 3 (5 players): 5 players, a game is for 2 to 4",
            "setup 3 (5 players): 48 dominoes are not two or more whole lines of 5 (one a king)"
        ]
    );
    let problems = problems_of(&changed(
        "(players: 4, dominoes: 48, kings_each: 1)",
        "(players: 3, dominoes: 48, kings_each: 1)",
    ));
    assert_eq!(
        problems,
        ["setup 3 (3 players): an earlier setup is for as many players"]
    );
    let problems = problems_of(&changed(
        "setup: (players: 2, dominoes: 48, kings_each: 2)",
        "setup: (players: 2, dominoes: 48, kings_each: 3)",
    ));
    assert_eq!(
        problems,
        ["mighty_duel: 3 kings each, a player moves 1 or 2"]
    );
}

#[test]
fn the_kingdom_fits_the_engine() {
    let problems = problems_of(&changed("kingdom: 5,", "kingdom: 9,"));
    assert_eq!(
        problems,
        ["kingdom: 9 squares a side, it must be from 3 to 7"]
    );
}

#[test]
fn terrains_are_checked_as_the_duel_s_coats_are() {
    let problems = problems_of(&changed(
        "(code: \"m\", name: \"Mine\")",
        "(code: \"w\", name: \"Mine\")",
    ));
    assert!(
        problems.contains(&"terrain 6 (`w`): the code is used by an earlier terrain".to_string()),
        "{problems:?}"
    );
}

#[test]
fn a_syntax_error_names_its_line() {
    let error =
        OriginalRules::from_ron(&changed("kingdom: 5,", "kingdom: five,"), "test.rules.ron")
            .expect_err("refused");
    assert_eq!(
        error.position.map(|(line, _)| line),
        Some(
            ORIGINAL_RULES_RON
                .lines()
                .position(|line| line.contains("kingdom: 5,"))
                .map(|index| index + 1)
                .expect("the line")
        )
    );
}
