//! The hint command on a cut game, and a replay watched from a turning point.

use super::*;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::table::Watching;

/// The example replay cut after its first `at` actions, as the engine sees it.
fn example_at(at: usize) -> kingdomino_core::duel::GameState {
    let mut game = read_example();
    game.record.actions.truncate(at);
    game.replay(&RuleSet::builtin()).unwrap()
}

/// Writes the example replay again (`cargo test --test app replays:: -- --ignored`): a game between
/// the Normal and Expert computers from seed 2026.
#[test]
#[ignore]
fn write_the_example_replay() {
    let rules = RuleSet::builtin();
    let seed = 2026;
    let mut players = vec![
        Level::Normal.player::<Duel>(seed),
        Level::Expert.player::<Duel>(seed + 1),
    ];
    let mut record = Record::<Duel>::new(&rules, NoOptions, seed);
    let mut state = GameState::new(&rules, seed);
    play_game(&rules, &mut state, &mut players, |_, player, state| {
        let action = player.choose(&rules, state);
        record.actions.extend(action);
        action
    });
    let mut game = SavedGame::new(
        &rules,
        Vec::new(),
        vec![
            SavedSeat::Computer(Level::Normal),
            SavedSeat::Computer(Level::Expert),
        ],
        record,
    );
    game.players = vec![
        "Computer 1 (Normal)".to_string(),
        "Computer 2 (Expert)".to_string(),
    ];
    assert!(game.replay(&rules).unwrap().is_over());
    std::fs::create_dir_all(example().parent().unwrap()).unwrap();
    std::fs::write(example(), game.to_text()).unwrap();
}

#[test]
fn hint_gives_a_legal_move_of_the_cut_game_and_why() {
    let rules = RuleSet::builtin();
    let recorded = read_example().record.actions.len();
    let path = example();
    let path = path.to_str().unwrap();
    for at in [0, 1, 5, 17, recorded / 2, recorded - 3] {
        let state = example_at(at);
        let at_text = at.to_string();
        let output = run(&["hint", path, "--at", &at_text, "--json"]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        let action: kingdomino_core::duel::Action =
            serde_json::from_value(report["action"].clone()).unwrap();
        assert_eq!(state.check(&rules, action), Ok(()), "at {at}: {report}");
        assert_eq!(report["place"], u8::from(state.to_act().unwrap()));
        assert_eq!(report["moment"], format!("turn {}", state.turn()));
        let why = report["why"].as_str().unwrap();
        if state.legal_action_count(&rules) > 1 {
            assert!(
                why.contains("of the Expert's imagined games"),
                "at {at}: {why}"
            );
        } else {
            // Nothing to think over: the why is the move's own facts, or that it is the only one.
            assert!(!why.contains("imagined"), "at {at}: {why}");
            assert!(!why.is_empty());
        }
        if let kingdomino_core::duel::Action::Draw(_) = action {
            assert!(
                why.contains("point") || why.contains("line"),
                "at {at}: {why}"
            );
        }
        let again = run(&["hint", path, "--at", &at_text, "--json"]);
        assert_eq!(
            again.stdout, output.stdout,
            "the same hint at the same point"
        );
    }
    let plain = run(&["hint", path, "--at", "0"]);
    let said = text(&plain.stdout);
    assert!(said.contains("after 0 of"), "{said}");
    assert!(said.contains("to take a die\nhint: take die "), "{said}");
    assert!(said.contains("\nwhy: "), "{said}");
}

#[test]
fn hint_past_the_end_or_after_the_game_says_why_not() {
    let recorded = read_example().record.actions.len();
    let path = example();
    let path = path.to_str().unwrap();
    let output = run(&["hint", path]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains(&format!(
            "the game is over after {recorded} actions: there is no move to hint"
        )),
        "{}",
        text(&output.stderr)
    );
    let past = (recorded + 1).to_string();
    let output = run(&["hint", path, "--at", &past]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains(&format!(
            "has {recorded} actions: --at takes 0 to {recorded}"
        )),
        "{}",
        text(&output.stderr)
    );
    let output = run(&["hint", path, "--at", "minus"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_replay_can_be_watched_from_a_turn_where_the_lead_moved_most() {
    let folder = std::env::temp_dir().join(format!("kd-replays-swing-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let kept = read_example();
    std::fs::write(
        folder.join("game-2026-11-22-101500.replay.ron"),
        kept.to_text(),
    )
    .unwrap();
    let mut app = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(folder.clone())));
    });
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Pick(0)),
    );
    let rules = RuleSet::builtin();
    let totals = kept.record.totals_by_moment(&rules);
    let swing = kingdomino_core::table::biggest_swings(&totals, 1)[0];
    let offered: Vec<(Intent, String)> = choices(&app)
        .list()
        .iter()
        .map(|choice| (choice.intent.clone(), words(&app, &choice.label)))
        .collect();
    let from_swing = Intent::Shelf(ShelfChoice::WatchFromTurn(swing.moment as u16));
    assert!(
        offered.contains(&(
            from_swing.clone(),
            format!(
                "From turn {} (a {}-point swing)",
                swing.moment, swing.points
            )
        )),
        "{offered:?}"
    );
    choose(&mut app, Device::Keyboard, from_swing);
    assert_eq!(screen(&app), duel::TABLE);
    let position = &app.world().resource::<Watching<Duel>>().position;
    assert_eq!(shown(&app), position.start_of_turn(swing.moment as usize));
    assert_eq!(game(&app).state().turn(), swing.moment);
}
