//! Property tests over thousands of random games: the engine never panics, lists exactly what it
//! accepts, scores what a plain recount finds, always ends, and replays to the same state.

use kingdomino_core::duel::{
    Action, Drawing, Duel, GameState, LineProgress, NoOptions, PlacementPowers, Report, RuleSet,
    SeatNumber, Step,
};
use std::collections::HashSet;

use kingdomino_core::duel::map_text::format_map;
use kingdomino_core::duel::ruleset::GameEnd;
use kingdomino_core::duel::scoring::coat_points;
use kingdomino_core::kingdom::{Cell, CoatId, Map};
use kingdomino_core::rng::{DrawBelow, SplitMix64};
use kingdomino_core::table::Record;
use proptest::prelude::*;
use rand::SeedableRng;

fn any_action() -> impl Strategy<Value = Action> {
    let cell = (0u8..72).prop_map(Cell);
    let powers =
        (any::<bool>(), any::<bool>()).prop_map(|(ignore_connection, separate)| PlacementPowers {
            ignore_connection,
            separate,
        });
    prop_oneof![
        (0u8..6).prop_map(|die| Action::TakeDie { die }),
        (0u8..6, 0u8..6).prop_map(|(a, b)| Action::TakeTwoDice { dice: [a, b] }),
        (0u8..3).prop_map(|slot| Action::CastleBonus { slot }),
        (0u8..3, 0u8..8).prop_map(|(slot, face)| Action::TurnDie { slot, face }),
        (cell.clone(), cell.clone(), powers).prop_map(|(a, b, powers)| Action::Draw(Drawing {
            cells: [a, b],
            powers
        })),
        Just(Action::Pass),
        (0u8..9).prop_map(|coat| Action::ChooseJokerCoat { coat: CoatId(coat) }),
        (0u8..9).prop_map(|coat| Action::ChooseBonusCoat { coat: CoatId(coat) }),
        cell.prop_map(|cell| Action::PlaceCross { cell }),
    ]
}

/// Scores a map from its text alone, square by square, with nothing from the engine's scoring.
fn plain_recount(text: &str) -> (u32, u32) {
    let mut bonus = None;
    let mut grid: Vec<Vec<Option<(String, u32)>>> = Vec::new();
    for line in text.lines() {
        if let Some(code) = line.strip_prefix("bonus: ") {
            bonus = Some(code.to_string());
            continue;
        }
        grid.push(
            line.split_whitespace()
                .map(|square| match square {
                    "." | "#" => None,
                    _ => {
                        let coat = square.trim_end_matches('+');
                        Some((coat.to_string(), (square.len() - coat.len()) as u32))
                    }
                })
                .collect(),
        );
    }
    let (rows, columns) = (grid.len(), grid[0].len());
    let mut seen = vec![vec![false; columns]; rows];
    let (mut total, mut largest) = (0, 0);
    for row in 0..rows {
        for column in 0..columns {
            let Some((coat, _)) = grid[row][column].clone() else {
                continue;
            };
            if seen[row][column] {
                continue;
            }
            let (mut size, mut crosses) = (0, 0);
            let mut stack = vec![(row, column)];
            seen[row][column] = true;
            while let Some((r, c)) = stack.pop() {
                size += 1;
                crosses += grid[r][c].as_ref().unwrap().1;
                let neighbours = [
                    (r.wrapping_sub(1), c),
                    (r + 1, c),
                    (r, c.wrapping_sub(1)),
                    (r, c + 1),
                ];
                for (nr, nc) in neighbours {
                    if nr < rows
                        && nc < columns
                        && !seen[nr][nc]
                        && grid[nr][nc]
                            .as_ref()
                            .is_some_and(|(other, _)| *other == coat)
                    {
                        seen[nr][nc] = true;
                        stack.push((nr, nc));
                    }
                }
            }
            total += size * crosses;
            largest = largest.max(size);
            if bonus.as_deref() == Some(coat.as_str()) {
                total += 3;
            }
        }
    }
    (total, largest)
}

/// Plays one random game, checking every step; returns the final state and its record.
fn check_random_game(rules: &RuleSet, seed: u64, probes: &[Action]) -> (GameState, Record<Duel>) {
    let mut state = GameState::new(rules, seed);
    let mut record = Record::<Duel>::new(rules, NoOptions, seed);
    let mut chooser = SplitMix64::seed_from_u64(seed ^ 0x5EED);
    let mut probe = probes.iter().cycle();
    let mut drawing_powers = PlacementPowers::NONE;
    while let Some(_seat) = state.to_act() {
        // A turn goes on only if someone drew 2 squares, and the two maps hold that many.
        let max_turns = rules.board().cell_count() as u32;
        assert!(state.turn() <= max_turns, "game {seed} did not end");
        let legal = state.legal_actions(rules);
        assert!(!legal.is_empty(), "no legal action while the game goes on");
        let unique: HashSet<_> = legal.iter().collect();
        assert_eq!(unique.len(), legal.len(), "an action is listed twice");
        assert_eq!(state.legal_action_count(rules), legal.len());

        let index = chooser.below(legal.len() as u32) as usize;
        assert_eq!(state.nth_legal_action(rules, index), Some(legal[index]));
        if let Step::Fill { .. } = state.step() {
            // A sample of the drawings is one of them, in list order, the preparations left out.
            let drawings: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|action| matches!(action, Action::Draw(_) | Action::Pass))
                .collect();
            let (mut counted, mut sampled) = (None, Vec::new());
            let choose = |count| {
                counted = Some(count);
                index % count
            };
            state.sample_drawings(rules, 1, choose, |action| sampled.push(action));
            let expected = drawings.get(index % drawings.len().max(1));
            assert_eq!(counted, (!drawings.is_empty()).then_some(drawings.len()));
            assert_eq!(sampled, expected.copied().into_iter().collect::<Vec<_>>());
        }
        assert_eq!(state.nth_legal_action(rules, legal.len()), None);

        // An action outside the list is refused, for the reason `check` gives, and changes
        // nothing.
        if let Some(&outside) = probe.next().filter(|action| !unique.contains(action)) {
            let before = state.clone();
            let checked = state.check(rules, outside);
            assert!(
                checked.is_err(),
                "{outside:?} passes the check but is not listed"
            );
            assert_eq!(state.apply(rules, outside).map(drop), checked);
            assert_eq!(state, before);
        }

        let action = legal[index];
        let maps_before = SeatNumber::BOTH.map(|seat| state.player(seat).map);
        let foreseen = match (action, state.to_act()) {
            (Action::Draw(drawing), Some(seat)) => {
                Some((seat, state.map_with_drawing(rules, drawing)))
            }
            _ => None,
        };
        if let Action::Draw(drawing) = action {
            drawing_powers = drawing.powers;
        }
        assert_eq!(
            state.check(rules, action),
            Ok(()),
            "listed {action:?} fails the check"
        );
        let reports = state
            .apply(rules, action)
            .unwrap_or_else(|error| panic!("listed {action:?} refused: {error}"));
        record.actions.push(action);
        check_reports(rules, &state, &reports);
        // A drawing without a joker is drawn at once, as the computer's foresight drew it.
        if let Some((seat, foreseen)) = foreseen
            && !matches!(state.step(), Step::ChooseJokerCoat { .. })
        {
            assert_eq!(
                foreseen,
                Some(state.player(seat).map),
                "{action:?} drew another map"
            );
        }
        for seat in SeatNumber::BOTH {
            let (before, after) = (&maps_before[seat], &state.player(seat).map);
            if after.drawn() != before.drawn() {
                check_connection(rules, before, after, drawing_powers);
            }
        }
    }
    (state, record)
}

/// What the engine reported agrees with the state it left: the game's end and its reason,
/// the squares drawn, the next roll.
fn check_reports(rules: &RuleSet, state: &GameState, reports: &[Report]) {
    assert!(!reports.is_empty(), "an applied action reported nothing");
    let ended = reports.iter().find_map(|report| match report {
        Report::GameEnded { reason } => Some(*reason),
        _ => None,
    });
    assert_eq!(ended, state.end_reason());
    assert_eq!(ended.is_some(), state.is_over());
    if ended.is_some() {
        assert!(matches!(reports.last(), Some(Report::GameEnded { .. })));
    }
    for report in reports {
        match *report {
            Report::Drawn { seat, squares } => {
                for square in squares {
                    let map = &state.player(seat).map;
                    assert_eq!(map.coat_at(square.cell), Some(square.coat), "{report:?}");
                }
            }
            Report::Rolled { turn, faces } => {
                assert_eq!((turn, faces), (state.turn(), state.roll()));
            }
            Report::PowerGained { seat, power } => {
                let line = rules.line_of_power(power).unwrap();
                let lines = SeatNumber::BOTH.map(|seat| state.player(seat).lines[line]);
                assert!(matches!(lines[seat], LineProgress::Gained { .. }));
                assert_eq!(lines[seat.other()], LineProgress::StruckOut);
            }
            _ => {}
        }
    }
}

/// The connection rules checked on the squares a drawing added, square by square and apart
/// from the engine's masks: this is where the coats chosen for jokers are judged.
fn check_connection(rules: &RuleSet, before: &Map, after: &Map, powers: PlacementPowers) {
    let board = rules.board();
    let added: Vec<Cell> = (0..board.cell_count() as u8)
        .map(Cell)
        .filter(|&cell| after.drawn() & !before.drawn() & cell.bit() != 0)
        .collect();
    let [a, b] = added[..] else {
        panic!("a drawing added {} squares", added.len());
    };
    let touch = |x: Cell, y: Cell| {
        let ((xr, xc), (yr, yc)) = (board.row_column(x), board.row_column(y));
        xr.abs_diff(yr) + xc.abs_diff(yc) == 1
    };
    let connects = |cell: Cell| {
        let coat = after.coat_at(cell);
        (0..board.cell_count() as u8).map(Cell).any(|other| {
            touch(cell, other)
                && (other == board.castle() || (before.coat_at(other) == coat && coat.is_some()))
        })
    };
    let legal = match (powers.ignore_connection, powers.separate) {
        (false, false) => touch(a, b) && (connects(a) || connects(b)),
        (true, false) => touch(a, b),
        (false, true) => connects(a) && connects(b),
        (true, true) => true,
    };
    assert!(
        legal,
        "squares {a:?} and {b:?} drawn against the connection rules with {powers:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_promise(seed in any::<u64>(), probes in prop::collection::vec(any_action(), 16)) {
        let rules = RuleSet::builtin();
        let (state, record) = check_random_game(&rules, seed, &probes);

        // The score is what a plain recount of the final maps finds.
        for seat in SeatNumber::BOTH {
            let player = state.player(seat);
            let text = format_map(&rules, &player.map, player.bonus_coat);
            let summary = state.scores(&rules)[seat];
            prop_assert_eq!((summary.total, summary.largest_domain), plain_recount(&text), "{}", text);
            let by_coat: u32 = rules
                .coat_ids()
                .map(|coat| coat_points(&rules, &player.map, coat, player.bonus_coat))
                .sum();
            prop_assert_eq!(by_coat, summary.total, "{}", text);
        }

        // The record replays to the identical state, also through JSON.
        let json = serde_json::to_string(&record).unwrap();
        let record: Record<Duel> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&record.replay(&rules).unwrap(), &state);
        let saved: GameState = serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        prop_assert_eq!(&saved, &state);
    }
}

/// Every game ends in a bounded number of turns (the bound is asserted while it is played),
/// under every combination of the rule-set options, with dice that give every power.
#[test]
fn random_games_end_under_every_option() {
    let dice = [&["d", "s"][..], &["q", "?"], &["b", "ss"], &["dd", "s+"]];
    for game_end in ["NobodyDrew", "NobodyCouldDraw"] {
        for spellbook_without_drawing in ["false", "true"] {
            let text = crate::common::rules_text_with(dice, [1, 1, 1, 1, 1, 1])
                .replace("game_end: NobodyDrew", &format!("game_end: {game_end}"))
                .replace(
                    "spellbook_without_drawing: false",
                    &format!("spellbook_without_drawing: {spellbook_without_drawing}"),
                );
            let rules = RuleSet::from_ron(&text, "options.ron").unwrap();
            assert_eq!(format!("{:?}", rules.options().game_end), game_end);
            for seed in 0..300 {
                let (state, _) = check_random_game(&rules, seed, &[]);
                assert!(state.is_over());
                play_stubbornly(&rules, seed);
            }
        }
    }
}

/// A game between players who pass whenever the engine lets them and keep their powers
/// otherwise: the longest games the rules allow. Panics if it outlasts the bound, or if with
/// `game_end: NobodyCouldDraw` a player may pass who could draw with a kept power (the game
/// would then end although someone could draw).
fn play_stubbornly(rules: &RuleSet, seed: u64) {
    let mut state = GameState::new(rules, seed);
    let mut chooser = SplitMix64::seed_from_u64(seed);
    let max_turns = rules.board().cell_count() as u32;
    while !state.is_over() {
        assert!(state.turn() <= max_turns, "game {seed} did not end");
        let legal = state.legal_actions(rules);
        if rules.options().game_end == GameEnd::NobodyCouldDraw && legal.contains(&Action::Pass) {
            let draws = |legal: &[Action]| legal.iter().any(|a| matches!(a, Action::Draw(_)));
            let turn_would_draw = |&turn: &Action| {
                let mut turned = state.clone();
                turned.apply_unreported(rules, turn).unwrap();
                draws(&turned.legal_actions(rules))
            };
            let kept_power_would_draw = draws(&legal)
                || legal
                    .iter()
                    .filter(|action| matches!(action, Action::TurnDie { .. }))
                    .any(turn_would_draw);
            assert!(
                !kept_power_would_draw,
                "game {seed}: a pass beside {legal:?}"
            );
        }
        let keeps_powers: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|action| match action {
                Action::Draw(drawing) => drawing.powers == PlacementPowers::NONE,
                Action::TurnDie { .. } | Action::TakeTwoDice { .. } => false,
                _ => true,
            })
            .collect();
        let choices = if keeps_powers.is_empty() {
            &legal
        } else {
            &keeps_powers
        };
        let action = if choices.contains(&Action::Pass) {
            Action::Pass
        } else {
            choices[chooser.below(choices.len() as u32) as usize]
        };
        state.apply_unreported(rules, action).unwrap();
    }
}

#[test]
fn random_games_on_a_seven_by_seven_map_work_too() {
    let varied_dice = crate::common::rules_with(
        [&["d", "s"], &["q", "?"], &["b++", "ss"], &["dd", "s+"]],
        crate::common::DEFAULT_LINES,
    );
    let seven = kingdomino_core::duel::ruleset::DEFAULT_RULES_RON.replace(
        "map: (rows: 5, columns: 7, castle: (row: 3, column: 4))",
        "map: (rows: 7, columns: 7, castle: (row: 4, column: 4))",
    );
    let rules = RuleSet::from_ron(&seven, "seven.ron").unwrap();
    assert_eq!(rules.board().cell_count(), 49);
    for seed in 0..200 {
        let (state, _) = check_random_game(&rules, seed, &[]);
        assert!(state.is_over());
    }
    for seed in 0..200 {
        check_random_game(&varied_dice, seed, &[]);
    }
}
