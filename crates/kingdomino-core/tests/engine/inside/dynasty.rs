//! The original game's Dynasty through the record: three games in a row, each record keeping
//! the finished ones before it, the earlier games played again (a hand-edited one refused), and
//! the series won on the summed totals, then the games won.

use kingdomino_core::original::{Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::{Place, Record, ReplayError, Standings, TableGame, series_standings};

fn dynasty_for(players: u8) -> GameOptions {
    GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: true,
    }
}

/// `record` played to its end, each player taking the first legal action.
fn played_out(rules: &OriginalRules, mut record: Record<Original>) -> Record<Original> {
    let mut state = record.replay(rules).expect("a sound record");
    while Original::to_act(&state).is_some() {
        let action = Original::legal_actions(rules, &state)[0];
        record.follow(rules, &mut state, action).expect("legal");
    }
    record
}

/// A Dynasty's three records, each played out.
fn three_games(rules: &OriginalRules) -> Vec<Record<Original>> {
    let mut games = vec![played_out(rules, Record::new(rules, dynasty_for(3), 11))];
    while let Some(next) = {
        let last = games.last().expect("a game");
        last.next_in_series(&last.replay(rules).expect("sound"))
    } {
        games.push(played_out(rules, next));
    }
    games
}

#[test]
fn a_dynasty_plays_three_games_each_keeping_the_ones_before() {
    let rules = OriginalRules::builtin();
    let games = three_games(&rules);
    assert_eq!(games.len(), 3, "a Dynasty is three games");
    for (index, game) in games.iter().enumerate() {
        assert_eq!(game.game_in_series(), index + 1);
        assert_eq!(game.series_length(), 3);
        let earlier = game.earlier_standings(&rules).expect("finished games");
        assert_eq!(earlier.len(), index);
    }
    let seeds: Vec<u64> = games.iter().map(|game| game.seed).collect();
    assert!(seeds[0] != seeds[1] && seeds[1] != seeds[2], "{seeds:?}");
    let single = Record::<Original>::new(
        &rules,
        GameOptions {
            dynasty: false,
            ..dynasty_for(3)
        },
        11,
    );
    let over = played_out(&rules, single);
    assert_eq!(over.next_in_series(&over.replay(&rules).unwrap()), None);
    let unfinished = Record::<Original>::new(&rules, dynasty_for(3), 11);
    assert_eq!(
        unfinished.next_in_series(&unfinished.replay(&rules).unwrap()),
        None,
        "the next game waits for this one's end"
    );
}

#[test]
fn a_kept_dynasty_replays_its_earlier_games_and_refuses_them_edited() {
    let rules = OriginalRules::builtin();
    let last = three_games(&rules).pop().expect("three games");
    let saved = SavedGame::new(&rules, Vec::new(), vec![SavedSeat::Person; 3], last.clone());
    let read = SavedGame::<Original>::from_bytes(saved.to_text().as_bytes()).unwrap();
    assert_eq!(read.record, last, "the earlier games are kept");

    let mut cut_short = last.clone();
    cut_short.earlier[1].actions.truncate(10);
    let error = cut_short.replay(&rules).unwrap_err();
    assert!(
        matches!(error, ReplayError::EarlierGame { game: 1, .. }),
        "{error}"
    );
    assert_eq!(error.to_string(), "game 2 of the series is not finished");

    let mut changed = last.clone();
    changed.earlier[0].actions.swap(0, 1);
    changed.earlier[0].actions.swap(5, 9);
    assert!(
        changed.replay(&rules).is_err(),
        "an edited game is played again"
    );

    let mut fourth = last.clone();
    fourth.earlier.push(last.earlier[0].clone());
    assert!(
        fourth
            .replay(&rules)
            .unwrap_err()
            .to_string()
            .contains("is followed by another"),
        "a Dynasty has no fourth game"
    );

    let mut other_options = last;
    other_options.earlier[0].options.players = 2;
    assert_eq!(
        other_options.replay(&rules).unwrap_err().to_string(),
        "game 1 of the series was set up otherwise"
    );
}

fn standings(totals: &[u32], winners: &[usize]) -> Standings {
    Standings {
        totals: totals.to_vec(),
        winners: winners
            .iter()
            .map(|&at| Place::all(4).nth(at).unwrap())
            .collect(),
    }
}

#[test]
fn a_series_is_won_on_the_sum_then_on_the_games_won() {
    let summed = series_standings(&[
        standings(&[30, 20, 10], &[0]),
        standings(&[10, 25, 40], &[2]),
        standings(&[20, 26, 12], &[1]),
    ]);
    assert_eq!(summed.totals, vec![60, 71, 62]);
    assert_eq!(summed.winners, vec![Place::all(3).nth(1).unwrap()]);

    // Level on the sum: the one who won two of the games wins.
    let level = series_standings(&[
        standings(&[30, 20], &[0]),
        standings(&[31, 30], &[0]),
        standings(&[10, 21], &[1]),
    ]);
    assert_eq!(level.totals, vec![71, 71]);
    assert_eq!(level.winners, vec![Place::FIRST]);

    // Level on both: the win is shared.
    let shared = series_standings(&[standings(&[20, 10], &[0]), standings(&[10, 20], &[1])]);
    assert_eq!(shared.winners.len(), 2);
}
