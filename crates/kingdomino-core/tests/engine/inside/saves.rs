//! Kept files written and read back, of both games and both layouts; damage, other rules and
//! other layouts named apart.

use kingdomino_core::ai::Level;
use kingdomino_core::duel::NoOptions;
use kingdomino_core::duel::{Action, Duel, RuleSet};
use kingdomino_core::original::rule_set::ORIGINAL_RULES_RON;
use kingdomino_core::original::{Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::player_files::saves::*;
use kingdomino_core::table::{Place, Record};

fn saved_after_a_take(rules: &RuleSet) -> SavedGame<Duel> {
    let mut record = Record::<Duel>::new(rules, NoOptions, 5);
    record.actions.push(Action::TakeDie { die: 2 });
    SavedGame::new(
        rules,
        Vec::new(),
        vec![SavedSeat::Person, SavedSeat::Computer(Level::Expert)],
        record,
    )
}

/// The first actions of a game of two of the original game, kept with `rules`.
fn kept_with(rules: &OriginalRules) -> SavedGame<Original> {
    let options = GameOptions {
        players: 2,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let mut record = Record::<Original>::new(rules, options, 3);
    let mut game = record.start(rules).expect("a set-up for two");
    for _ in 0..6 {
        let action = game.legal_actions()[0];
        game.apply(action).expect("legal");
        record.actions.push(action);
    }
    SavedGame::new(rules, Vec::new(), vec![SavedSeat::Person; 2], record)
}

#[test]
fn a_save_reads_back_as_written_and_replays() {
    let rules = RuleSet::builtin();
    let saved = saved_after_a_take(&rules);
    let text = saved.to_text();
    assert!(text.contains("game: duel"), "{text}");
    let read = SavedGame::<Duel>::from_bytes(text.as_bytes()).unwrap();
    assert_eq!(read, saved);
    let state = read.restore(&rules).unwrap();
    assert!(state.is_taken(2));
    let refused = SavedGame::<Original>::from_bytes(text.as_bytes()).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "it is not a saved game (it keeps a game of duel, not of kingdomino)"
    );
}

#[test]
fn another_format_is_named_and_not_damage() {
    let rules = RuleSet::builtin();
    let text = saved_after_a_take(&rules)
        .to_text()
        .replace("format: 2", "format: 3");
    let problem = KeptGame::from_bytes(text.as_bytes()).unwrap_err();
    assert_eq!(problem, SaveProblem::OtherFormat { found: 3 });
    assert!(!problem.is_damage());
}

#[test]
fn an_illegal_action_is_found_by_the_replay() {
    let rules = RuleSet::builtin();
    let mut saved = saved_after_a_take(&rules);
    saved.record.actions.push(Action::TakeDie { die: 2 });
    let problem = saved.restore(&rules).unwrap_err();
    assert!(matches!(problem, SaveProblem::Illegal(_)), "{problem}");
    assert!(problem.is_damage());
}

#[test]
fn a_changed_rule_set_with_the_same_id_is_other_rules() {
    let rules = RuleSet::builtin();
    let saved = saved_after_a_take(&rules);
    let text =
        kingdomino_core::duel::ruleset::DEFAULT_RULES_RON.replacen("length: 5", "length: 4", 1);
    let changed = RuleSet::from_ron(&text, "changed.ron").unwrap();
    assert_eq!(changed.id(), rules.id());
    let problem = saved.restore(&changed).unwrap_err();
    assert!(matches!(problem, SaveProblem::OtherRules { .. }));
    assert!(!problem.is_damage());
}

#[test]
fn a_kept_game_is_played_again_only_with_the_rules_it_was_played_with() {
    let builtin = OriginalRules::builtin();
    // A mod's change that keeps the id: domino 48 with one crown fewer.
    let modded_text = ORIGINAL_RULES_RON.replace("(48, \"w m***\")", "(48, \"w m**\")");
    let modded = OriginalRules::from_ron(&modded_text, "mod").expect("still valid");
    assert_eq!(modded.id(), builtin.id());
    assert_ne!(modded.fingerprint(), builtin.fingerprint());

    let kept = kept_with(&builtin);
    let read = KeptGame::from_bytes(kept.to_text().as_bytes()).unwrap();
    assert_eq!(read, KeptGame::Original(Box::new(kept.clone())));
    assert!(kept.replay(&builtin).is_ok());
    assert!(matches!(
        kept.replay(&modded),
        Err(SaveProblem::OtherRules { .. })
    ));
    // A file kept before the fingerprint is checked by the rule set's id alone.
    let older = SavedGame {
        rules_fingerprint: None,
        ..kept.clone()
    };
    assert!(older.replay(&modded).is_ok());
    let crowded = SavedGame {
        seats: vec![SavedSeat::Person; 3],
        ..kept
    };
    assert!(matches!(
        crowded.replay(&builtin),
        Err(SaveProblem::Unreadable(why)) if why == "it seats 3 players for a game of 2"
    ));
}

/// Files the last version wrote (layout 1, each game's own), kept in `tests/kept`: each is
/// read as the game it keeps and plays again to where it was kept.
#[test]
fn every_kind_of_file_the_last_version_kept_is_read() {
    let duel = RuleSet::builtin();
    let original = OriginalRules::builtin();
    let read = |text: &str| KeptGame::from_bytes(text.as_bytes()).expect("read");
    let KeptGame::Duel(save) = read(include_str!("../../../tests/kept/duel-save-format-1.ron"))
    else {
        panic!("a Duel's save");
    };
    assert_eq!(
        save.seats,
        [SavedSeat::Person, SavedSeat::Computer(Level::Normal)]
    );
    assert_eq!(save.player_name(Place::FIRST), "Ann");
    assert_eq!(save.record.actions.len(), 30);
    assert!(save.restore(&duel).is_ok());
    let KeptGame::Duel(online) = read(include_str!(
        "../../../tests/kept/duel-online-replay-format-1.ron"
    )) else {
        panic!("a Duel's replay");
    };
    assert!(
        !online.record.deals.is_empty(),
        "its rolls, kept as `rolls`"
    );
    let end = online.replay(&duel).expect("every action legal");
    assert!(end.is_over());
    assert_eq!(online.record.deals.len(), end.turn() as usize);
    let KeptGame::Original(save) = read(include_str!(
        "../../../tests/kept/kingdomino-save-format-1.ron"
    )) else {
        panic!("a save of the original game");
    };
    assert_eq!(save.record.options.players, 3);
    assert!(save.record.options.bonuses.middle);
    assert_eq!(save.seats.len(), 3);
    assert!(save.restore(&original).is_ok());
    let KeptGame::Original(online) = read(include_str!(
        "../../../tests/kept/kingdomino-online-replay-format-1.ron"
    )) else {
        panic!("a replay of the original game");
    };
    assert!(online.record.options.mighty_duel);
    let end = online.replay(&original).expect("every action legal");
    assert!(end.player_to_act().is_none());
    // Kept again, a file of either game is of today's layout, and reads back the same.
    let again = SavedGame {
        format: SAVE_FORMAT,
        ..*online
    };
    let text = again.to_text();
    assert!(
        text.contains("format: 2") && text.contains("game: kingdomino"),
        "{text}"
    );
    assert_eq!(
        KeptGame::from_bytes(text.as_bytes()),
        Ok(KeptGame::Original(Box::new(again)))
    );
}
