//! The original game's records kept and played again through the seam (the Duel's:
//! `tests/engine`): the same game, the rounds' starts and totals, damage named.

use rand::SeedableRng;

use kingdomino_core::original::Bonuses;
use kingdomino_core::original::*;
use kingdomino_core::rng::SplitMix64;
use kingdomino_core::table::Moment;
use kingdomino_core::table::{Record, ReplayError};

/// A whole random game's record, kept as RON text and read back.
fn random_record(options: GameOptions, seed: u64) -> (Record<Original>, AnyGame) {
    let rules = OriginalRules::builtin();
    let mut record = Record::<Original>::new(&rules, options, seed);
    let mut game = AnyGame::new(&rules, options, seed).expect("a set-up");
    let mut rng = SplitMix64::seed_from_u64(seed);
    while game.player_to_act().is_some() {
        let action = match &game {
            AnyGame::Five(game) => game.random_action(&mut rng),
            AnyGame::Seven(game) => game.random_action(&mut rng),
        }
        .expect("a legal action");
        game.apply(action).expect("legal");
        record.actions.push(action);
    }
    let text = ron::to_string(&record).expect("plain data");
    (ron::from_str(&text).expect("reads back"), game)
}

#[test]
fn a_kept_record_replays_the_same_game_on_either_grid() {
    let rules = OriginalRules::builtin();
    for (players, mighty_duel) in [(2, false), (3, false), (4, false), (2, true)] {
        let options = GameOptions {
            players,
            mighty_duel,
            bonuses: Bonuses {
                middle: true,
                harmony: false,
            },
            dynasty: false,
        };
        let (record, played) = random_record(options, u64::from(players) + 40);
        let replayed = record.replay(&rules).expect("every action legal");
        assert_eq!(replayed, played);
        assert_eq!(matches!(replayed, AnyGame::Seven(_)), mighty_duel);
        assert!(replayed.player_to_act().is_none());
    }
}

#[test]
fn a_damaged_record_names_what_is_wrong() {
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players: 3,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let (record, _) = random_record(options, 9);
    let mut damaged = record.clone();
    // The first claim is repeated: the domino is taken.
    damaged.actions.insert(1, damaged.actions[0]);
    assert_eq!(
        damaged.replay(&rules),
        Err(ReplayError::IllegalAction {
            index: 1,
            moment: Moment {
                name: "round",
                number: 0
            },
            action: record.actions[0],
            error: ActionError::TakenOrMissing,
        })
    );
    let mut other = record.clone();
    other.rules_id = "another".into();
    assert!(matches!(
        other.replay(&rules),
        Err(ReplayError::WrongRules { .. })
    ));
    let mut crowded = record;
    crowded.options.players = 6;
    assert_eq!(
        crowded.replay(&rules).unwrap_err().to_string(),
        "the rule set does not offer Kingdomino for 6"
    );
}

#[test]
fn each_round_starts_where_its_first_king_acts() {
    let rules = OriginalRules::builtin();
    for (players, mighty_duel) in [(2, false), (4, false), (2, true)] {
        let options = GameOptions {
            players,
            mighty_duel,
            bonuses: Bonuses::default(),
            dynasty: false,
        };
        let (record, played) = random_record(options, u64::from(players) + 7);
        let starts = record.moment_starts(&rules);
        let rounds = match &played {
            AnyGame::Five(game) => game.setup().rounds(),
            AnyGame::Seven(game) => game.setup().rounds(),
        };
        assert_eq!(
            starts.len(),
            usize::from(rounds) + 1,
            "the claims, then each round"
        );
        for (round, pair) in starts.windows(2).enumerate() {
            let before = Record {
                actions: record.actions[..pair[1] - 1].to_vec(),
                ..record.clone()
            };
            let at = Record {
                actions: record.actions[..pair[1]].to_vec(),
                ..record.clone()
            };
            assert_eq!(before.replay(&rules).unwrap().round() as usize, round);
            assert_eq!(at.replay(&rules).unwrap().round() as usize, round + 1);
        }
        let mut cut = record.clone();
        cut.actions.insert(starts[2], Action::Claim { slot: 99 });
        assert_eq!(
            cut.moment_starts(&rules),
            starts[..3],
            "played to the refusal"
        );
    }
}

#[test]
fn the_totals_at_each_round_s_end_lead_to_the_final_count() {
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players: 4,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let (record, played) = random_record(options, 77);
    let ends = record.totals_by_moment(&rules);
    assert_eq!(ends.len(), 12, "one for each line");
    let finals: Vec<u32> = played.scores().iter().map(|sheet| sheet.total).collect();
    assert_eq!(ends.last(), Some(&finals));
    // Without bonuses a kingdom's count only grows.
    for pair in ends.windows(2) {
        assert!(
            pair[0]
                .iter()
                .zip(&pair[1])
                .all(|(before, after)| before <= after)
        );
    }
    let mut cut = record.clone();
    cut.actions.truncate(record.moment_starts(&rules)[3]);
    assert_eq!(
        cut.totals_by_moment(&rules),
        ends[..2],
        "the rounds played so far"
    );
}
