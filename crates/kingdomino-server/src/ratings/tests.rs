//! The models move ratings the right way: the winner up, the loser down, four players in
//! their order.

use super::*;

fn new_player() -> PlayerRecord {
    PlayerRecord::new("P", "TAG2")
}

#[test]
fn the_winner_gains_and_four_players_end_in_their_order() {
    let after = rated(&[new_player(), new_player()], &[1, 2]);
    assert!(
        after[0].rating > 1500.0 && after[1].rating < 1500.0,
        "{after:?}"
    );
    assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-6);
    assert!(after[0].deviation < model::STARTING_DEVIATION);
    let drawn = rated(&[new_player(), new_player()], &[1, 1]);
    assert!((drawn[0].rating - 1500.0).abs() < 1e-6, "{drawn:?}");
    let four = rated(
        &[new_player(), new_player(), new_player(), new_player()],
        &[3, 1, 4, 2],
    );
    let order: Vec<f64> = [1, 3, 0, 2].iter().map(|&at| four[at].rating).collect();
    assert!(order.windows(2).all(|pair| pair[0] > pair[1]), "{four:?}");
    assert!(
        four.iter()
            .all(|player| player.deviation < model::STARTING_DEVIATION)
    );
}

/// Weng-Lin moves a rating on the scale of its deviation, as Glicko-2 does: it depends only on
/// the players' differences and uncertainties, so its change, read on our scale, is its own
/// change times the one scale (350 points to its uncertainty of 25/3), wherever players stand.
#[test]
fn weng_lin_moves_a_rating_as_far_as_its_deviation_says() {
    use skillratings::MultiTeamOutcome;
    use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
    let scale = model::STARTING_DEVIATION / (25.0 / 3.0);
    let players: Vec<PlayerRecord> = [(1500.0, 350.0), (1720.0, 180.0), (1310.0, 260.0)]
        .into_iter()
        .map(|(rating, deviation)| PlayerRecord {
            rating,
            deviation,
            ..new_player()
        })
        .collect();
    let ranks = [2, 3, 1];
    let after = rated(&players, &ranks);
    let own: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|player| {
            [WengLinRating {
                rating: player.rating / scale,
                uncertainty: player.deviation / scale,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = own
        .iter()
        .zip(ranks)
        .map(|(team, rank)| (&team[..], MultiTeamOutcome::new(rank)))
        .collect();
    let moved = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    for ((before, after), (own, moved)) in players.iter().zip(&after).zip(own.iter().zip(moved)) {
        let expected = (moved[0].rating - own[0].rating) * scale;
        assert!(
            (after.rating - before.rating - expected).abs() < 1e-6,
            "{before:?} moved to {after:?}, Weng-Lin says by {expected}"
        );
        assert!((after.deviation - moved[0].uncertainty * scale).abs() < 1e-6);
    }
}

/// Two players are rated against each other three times a day: a fourth game that day moves
/// nobody and says so, and one a day after the first of them counts again. A meeting kept in a
/// record is one the store reads back.
#[test]
fn a_pair_is_rated_three_times_a_day_and_a_fourth_game_that_day_moves_nobody() {
    use kingdomino_core::online::Identity;
    use kingdomino_core::online::ratings::{MEETINGS_SECONDS, RATED_MEETINGS};
    let (ann, bob) = (
        Identity::fresh("Ann").unwrap(),
        Identity::fresh("Bob").unwrap(),
    );
    let mut records = vec![new_player(), new_player()];
    let mut play = |key: &str, at: u64| {
        let mut game = example_game(key, &[&ann, &bob], 0);
        game.at = at;
        let (after, changes) = game.apply(&records);
        let text = serde_json::to_string(&after).unwrap();
        records = serde_json::from_str(&text).unwrap();
        (changes, records.clone())
    };
    for meeting in 1..=RATED_MEETINGS {
        let (changes, after) = play(&format!("M-{meeting}"), 100 * meeting as u64);
        assert!(
            changes
                .iter()
                .all(|change| !change.met_too_often && change.after != change.before)
        );
        assert_eq!(after[0].games, meeting as u32);
    }
    let (changes, after) = play("M-4", 1000);
    assert!(
        changes
            .iter()
            .all(|change| change.met_too_often && change.after == change.before),
        "{changes:?}"
    );
    assert_eq!(after[0].games, RATED_MEETINGS as u32, "not counted");
    assert_eq!(after[1].recent.len(), RATED_MEETINGS, "not in the history");
    let (changes, after) = play("M-5", 100 + MEETINGS_SECONDS);
    assert!(
        changes.iter().all(|change| !change.met_too_often),
        "{changes:?}"
    );
    assert_eq!(after[1].games, RATED_MEETINGS as u32 + 1);
}

/// A game of three where two of its players met three times that day is not rated for anyone.
#[test]
fn a_game_of_three_is_unrated_when_two_of_its_players_met_too_often() {
    use kingdomino_core::online::Identity;
    use kingdomino_core::online::ratings::RATED_MEETINGS;
    let [ann, bob, cat] = ["Ann", "Bob", "Cat"].map(|name| Identity::fresh(name).unwrap());
    let mut pair = vec![new_player(), new_player()];
    for meeting in 0..RATED_MEETINGS {
        pair = example_game(&format!("P-{meeting}"), &[&ann, &bob], 0)
            .apply(&pair)
            .0;
    }
    let mut three = example_game("T-1", &[&cat, &ann, &bob], 0);
    let (after, changes) = three.apply(&[new_player(), pair[0].clone(), pair[1].clone()]);
    assert!(
        changes.iter().all(|change| change.met_too_often),
        "{changes:?}"
    );
    assert_eq!(after[0].rating, 1500.0, "Cat's rating stays");
    let mut other_day = example_game("T-2", &[&cat, &ann, &bob], 1);
    let (_, changes) = other_day.apply(&[new_player(), pair[0].clone(), pair[1].clone()]);
    assert!(
        changes.iter().all(|change| !change.met_too_often),
        "{changes:?}"
    );
}
